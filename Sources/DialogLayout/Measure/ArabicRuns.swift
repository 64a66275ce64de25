/// Measuring a run of Arabic script in a face that has Arabic joining forms
/// (`ArabicShapingPlan`): each letter takes the glyph of its joining form
/// (`ArabicJoining.form`), a ligature's glyph is measured on its first letter and the
/// letters it takes in measure nothing, and kerning reads the glyphs after joining.
///
/// Every value is worked out from the letter's neighbours in the text, so a scalar's
/// advance does not depend on where lines break (Arabic breaks at spaces, which join
/// nothing).
extension MeasuringFont {
    /// The advance of the Arabic `scalars[index]`, whose glyph in `entry`'s face (from its
    /// cmap) is `glyph`.
    func arabicAdvance(in scalars: [Unicode.Scalar], at index: Int, entry: CascadeFace, plan: ArabicShapingPlan, glyph: UInt16) -> Double {
        if SpecialCharacters.isInvisible(scalars[index]) { return 0 }
        let face = entry.face
        let shaped = plan.forms.glyph(glyph, in: ArabicJoining.form(in: scalars, at: index))
        // The Arabic shaper zeroes the advance of a `GDEF` mark, as for other scripts.
        if face.isMark(glyph: shaped) { return 0 }
        if Self.ligatureTakes(scalars, at: index, face: face, plan: plan) { return 0 }
        let measured = Self.ligature(scalars, at: index, glyph: shaped, face: face, plan: plan)?.glyph ?? shaped
        return Double(face.advance(glyph: measured)) * size / Double(face.unitsPerEm) + letterSpacing
    }

    /// The kerning before the Arabic `scalars[index]` after the Arabic `scalars[index - 1]`,
    /// between their joined glyphs (none into a letter a ligature takes).
    func arabicKerning(_ scalars: [Unicode.Scalar], before index: Int, entry: CascadeFace, plan: ArabicShapingPlan, first: UInt16?, second: UInt16?) -> Double {
        guard let kerning = plan.kerning, let first, let second else { return 0 }
        let face = entry.face
        if Self.ligatureTakes(scalars, at: index, face: face, plan: plan) { return 0 }
        var left = plan.forms.glyph(first, in: ArabicJoining.form(in: scalars, at: index - 1))
        if let ligature = Self.ligature(scalars, at: index - 1, glyph: left, face: face, plan: plan) { left = ligature.glyph }
        let right = plan.forms.glyph(second, in: ArabicJoining.form(in: scalars, at: index))
        let units = kerning.adjustment(left, right)
        return units == 0 ? 0 : Double(units) * size / Double(face.unitsPerEm)
    }

    /// The joined glyph of `scalars[index]` in `face`, or nil when the face lacks it.
    private static func joinedGlyph(_ scalars: [Unicode.Scalar], at index: Int, face: FontFace, plan: ArabicShapingPlan) -> UInt16? {
        guard let glyph = face.glyph(for: scalars[index]) else { return nil }
        return plan.forms.glyph(glyph, in: ArabicJoining.form(in: scalars, at: index))
    }

    /// The ligature that starts at `scalars[index]` (joined glyph `glyph`) and the index of
    /// its last letter: the first of the font's ligatures whose next components are the
    /// joined glyphs of the letters that follow, marks between them skipped (the ligature
    /// lookups of Arabic fonts ignore marks).
    static func ligature(
        _ scalars: [Unicode.Scalar], at index: Int, glyph: UInt16, face: FontFace, plan: ArabicShapingPlan
    ) -> (glyph: UInt16, last: Int)? {
        guard let candidates = plan.forms.ligatures[glyph] else { return nil }
        for candidate in candidates {
            var position = index + 1
            var last = index
            var matched = true
            for component in candidate.rest {
                while position < scalars.count, ArabicJoining.type(of: scalars[position]) == .transparent { position += 1 }
                guard position < scalars.count, ArabicJoining.isArabic(scalars[position]),
                    joinedGlyph(scalars, at: position, face: face, plan: plan) == component
                else {
                    matched = false
                    break
                }
                last = position
                position += 1
            }
            if matched { return (candidate.glyph, last) }
        }
        return nil
    }

    /// Whether `scalars[index]` is a later component of a ligature that starts at one of the
    /// letters before it.
    static func ligatureTakes(_ scalars: [Unicode.Scalar], at index: Int, face: FontFace, plan: ArabicShapingPlan) -> Bool {
        guard plan.forms.longestLigature > 0, ArabicJoining.type(of: scalars[index]) != .transparent else { return false }
        var start = index - 1
        var letters = 0
        while start >= 0, letters < plan.forms.longestLigature, ArabicJoining.isArabic(scalars[start]) {
            if ArabicJoining.type(of: scalars[start]) != .transparent {
                letters += 1
                if let glyph = joinedGlyph(scalars, at: start, face: face, plan: plan),
                    let ligature = ligature(scalars, at: start, glyph: glyph, face: face, plan: plan), ligature.last >= index
                {
                    return true
                }
            }
            start -= 1
        }
        return false
    }
}
