import DialogTokens

/// Measures text for layout: a typography's `fontFamily` list is a cascade, as in CSS. Each
/// grapheme cluster takes the first configured face of the list that has every scalar of
/// it (its cmap; a character that draws as nothing needs no glyph); after the `system`
/// family, and after the whole list, come the faces the config names for the cluster's
/// script (`fontFallbacks`); the embedded `FallbackMetrics` measure what no face covers.
///
/// Sizes are the token's size times the Dynamic Type scale; `letterSpacing` is the
/// token's, unscaled (UIKit's kern attribute is in points and does not scale either).
///
/// Text in a configured face is shaped with `locl` for the text's locale and `kern`, and
/// nothing else (`FontFace`), except that Arabic runs are joined (`ArabicRuns.swift`) and
/// Devanagari, Khmer and Myanmar syllables shaped (`ShapedSyllables.swift`); an
/// emoji sequence measures as one glyph (`EmojiSequence`).
public struct TextMeasurer: Sendable {
    /// The family the platform's system font goes by in typography tokens.
    public static let systemFamily = "system"

    /// One configured face: a family name as typography tokens write it, and its weight.
    public struct ConfiguredFace: Sendable {
        public var family: String
        public var weight: Int
        public var face: FontFace

        public init(family: String, weight: Int, face: FontFace) {
            self.family = family
            self.weight = weight
            self.face = face
        }
    }

    /// The families the `system` family falls back to for the clusters of one script (the
    /// config's `fontFallbacks`), in order.
    public struct ScriptFallback: Sendable, Hashable {
        public var script: UnicodeScript
        public var families: [String]

        public init(script: UnicodeScript, families: [String]) {
            self.script = script
            self.families = families
        }
    }

    private let faces: [ConfiguredFace]
    private let fallbacks: [ScriptFallback]
    /// Whether advances are those of the font size cut down to a multiple of 1/64, as
    /// Chromium on Linux measures (FreeType's 26.6 fixed point); line heights keep the
    /// exact size. Only `catalog --verify` measures so (`atChromiumSizes`), to tell a
    /// browser's tie at a line's end from a difference (docs/layout-model.md).
    private var cutsSizes = false

    /// A measurer with no fonts: every scalar uses the fallback metrics.
    public init(faces: [ConfiguredFace] = [], fallbacks: [ScriptFallback] = []) {
        self.faces = faces
        self.fallbacks = fallbacks
    }

    /// The font a typography resolves to at a Dynamic Type scale, shaping text in `locale`
    /// (a BCP 47 tag; nil shapes with the font's default language system).
    public func font(for typography: Typography, scale: Double = 1, locale: String? = nil) -> MeasuringFont {
        let size = typography.fontSize * scale
        return MeasuringFont(
            cascade: cascade(families: typography.fontFamily, weight: typography.fontWeight, locale: locale ?? ""),
            fallback: FallbackMetrics(weight: typography.fontWeight),
            size: cutsSizes ? (size * 64).rounded(.down) / 64 : size,
            letterSpacing: typography.letterSpacing,
            lineHeight: size * typography.lineHeight)
    }

    /// This measurer with Chromium's font sizes on Linux: each size cut down to a multiple
    /// of 1/64 for the advances (`cutsSizes`).
    public var atChromiumSizes: TextMeasurer {
        var copy = self
        copy.cutsSizes = true
        return copy
    }

    /// Whether text in `families` measures with the embedded fallback metrics because none
    /// of them has a configured face (the layout JSON says so in `fallbackMetrics`).
    public func usesFallbackMetrics(families: [String]) -> Bool {
        !families.contains { family in faces.contains { $0.family == family } }
    }

    /// The weights the config gives `family` faces for, ascending; empty when it gives none.
    public func weights(of family: String) -> [Int] {
        Array(Set(faces.lazy.filter { $0.family == family }.map(\.weight))).sorted()
    }

    /// Whether a face of `family` is a variable font, which draws every weight.
    public func hasVariableWeight(_ family: String) -> Bool {
        faces.contains { $0.family == family && $0.face.isVariable }
    }

    /// The faces a cluster may take, in order: each family of the list that has a configured
    /// face, the script fallbacks right after `system`, and the script fallbacks not yet
    /// listed at the end (the platform falls back to its system font's cascade after any
    /// list). A face already tried for every script is not tried again for one.
    func cascade(families: [String], weight: Int, locale: String) -> [CascadeFace] {
        // No configured face (the embedded metrics alone): nothing to look for.
        guard !faces.isEmpty else { return [] }
        var members: [CascadeFace] = []
        func add(_ family: String, script: UnicodeScript?) {
            guard !members.contains(where: { $0.family == family && ($0.script == nil || $0.script == script) }),
                let face = face(family: family, weight: weight)
            else { return }
            members.append(
                CascadeFace(
                    family: family, face: face, shaping: face.shaping(forLocale: locale), arabic: face.arabicShaping(forLocale: locale),
                    devanagari: face.devanagariShaping(forLocale: locale), khmer: face.khmer, myanmar: face.myanmar, script: script))
        }
        func addFallbacks() {
            for fallback in fallbacks { for family in fallback.families { add(family, script: fallback.script) } }
        }
        for family in families {
            add(family, script: nil)
            if family == Self.systemFamily { addFallbacks() }
        }
        addFallbacks()
        return members
    }

    /// The configured face of `family` at the weight nearest the requested one (ties to the
    /// lighter, as `FallbackMetrics` chooses its tables).
    func face(family: String, weight: Int) -> FontFace? {
        // By index: an element holds its face, and copying one per candidate cost more than
        // the choice (a cascade is made for every font).
        var nearest: Int?
        for index in faces.indices where faces[index].family == family {
            guard let best = nearest else {
                nearest = index
                continue
            }
            let (candidate, chosen) = (faces[index].weight, faces[best].weight)
            let (left, right) = (abs(candidate - weight), abs(chosen - weight))
            if left < right || (left == right && candidate < chosen) { nearest = index }
        }
        return nearest.map { faces[$0].face }
    }
}

/// One face of a typography's cascade: the family it is configured as, and the script it
/// is limited to when it is a `system` fallback. A class: measuring reads a member per
/// scalar, and a struct holding a `FontFace` and a `ShapingPlan` was copied (a dozen
/// reference counts) at each read.
public final class CascadeFace: Sendable {
    public let family: String
    public let face: FontFace
    /// What shaping does to the face's glyphs in the text's locale.
    let shaping: ShapingPlan
    /// How the face shapes Arabic runs (joining forms, ligatures, kerning); nil when it has
    /// no Arabic joining forms.
    let arabic: ArabicShapingPlan?
    /// How the face shapes Devanagari syllables; nil when it has no Devanagari rules.
    let devanagari: DevanagariPlan?
    /// How the face shapes Khmer syllables; nil when it has no Khmer rules.
    let khmer: KhmerPlan?
    /// How the face shapes Myanmar syllables; nil when it has no Myanmar rules.
    let myanmar: MyanmarPlan?
    /// nil: any cluster the face covers; else only clusters of this script.
    public let script: UnicodeScript?

    init(
        family: String, face: FontFace, shaping: ShapingPlan, arabic: ArabicShapingPlan? = nil, devanagari: DevanagariPlan? = nil, khmer: KhmerPlan? = nil,
        myanmar: MyanmarPlan? = nil, script: UnicodeScript?
    ) {
        self.family = family
        self.face = face
        self.shaping = shaping
        self.arabic = arabic
        self.devanagari = devanagari
        self.khmer = khmer
        self.myanmar = myanmar
        self.script = script
    }
}

/// A typography at one size, ready to measure text.
///
/// A text is measured per scalar: each grapheme cluster is measured in one face of the
/// cascade (`member(in:at:)`), a scalar's advance is its glyph's there (after `locl`; zero
/// for a `GDEF` mark that is not a spacing mark, and for a character that draws as nothing), or the fallback metrics'
/// when no face covers its cluster; the kerning between two adjacent glyphs of one face
/// belongs to the pair (`kerning(_:before:)`), so a line's width is its advances plus the
/// kerning inside it, never across its ends.
public struct MeasuringFont: Sendable {
    /// The configured faces clusters may take, in order.
    public let cascade: [CascadeFace]
    public let fallback: FallbackMetrics
    /// Points, Dynamic Type applied.
    public let size: Double
    public let letterSpacing: Double
    /// Points: size times the typography's lineHeight multiplier.
    public let lineHeight: Double
    /// The position in `cascade` of the typography's own face (its first family with a
    /// configured face), or `cascade.count` when it has none.
    let primary: Int

    /// The member of the cascade no face covers: the embedded fallback metrics.
    var embedded: Int { cascade.count }

    public init(cascade: [CascadeFace], fallback: FallbackMetrics, size: Double, letterSpacing: Double, lineHeight: Double) {
        self.cascade = cascade
        self.fallback = fallback
        self.size = size
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.primary = cascade.firstIndex { $0.script == nil } ?? cascade.count
    }

    /// A font of one face (nil: only the fallback metrics apply).
    public init(
        face: FontFace?, shaping: ShapingPlan = .none, arabic: ArabicShapingPlan? = nil, fallback: FallbackMetrics, size: Double, letterSpacing: Double,
        lineHeight: Double
    ) {
        self.init(
            cascade: face.map { [CascadeFace(family: "", face: $0, shaping: shaping, arabic: arabic, script: nil)] } ?? [], fallback: fallback, size: size,
            letterSpacing: letterSpacing, lineHeight: lineHeight)
    }

    /// The typography's own face (its first family with a configured face), or nil when its
    /// families have none.
    public var face: FontFace? { primary < cascade.count ? cascade[primary].face : nil }

    /// What shaping does to the typography's own face's glyphs.
    public var shaping: ShapingPlan { primary < cascade.count ? cascade[primary].shaping : .none }

    /// The member of the cascade that measures the grapheme cluster of `scalars[index]`: the
    /// first face that covers every scalar of the cluster, else `embedded`. A cluster is a
    /// scalar and the marks and joiners after it (`SpecialCharacters.extendsCluster`).
    func member(in scalars: [Unicode.Scalar], at index: Int) -> Int {
        measuredIn(scalars, at: index).member
    }

    /// `member(in:at:)`, and the glyph that member's face maps the scalar to (before
    /// `locl`; nil for the embedded metrics or a character the face draws without one),
    /// found with one cmap lookup for a cluster of one scalar in the first face.
    func measuredIn(_ scalars: [Unicode.Scalar], at index: Int) -> (member: Int, glyph: UInt16?) {
        if cascade.isEmpty { return (0, nil) }
        let scalar = scalars[index]
        if scalar.value < 0x300, index + 1 == scalars.count || scalars[index + 1].value < 0x300, cascade[0].script == nil,
            let glyph = cascade[0].face.glyph(for: scalar)
        {
            return (0, glyph)
        }
        let member = clusterMember(in: scalars, at: index)
        return (member, member < cascade.count ? cascade[member].face.glyph(for: scalar) : nil)
    }

    private func clusterMember(in scalars: [Unicode.Scalar], at index: Int) -> Int {
        let value = scalars[index].value
        if value < 0x300, index + 1 == scalars.count || scalars[index + 1].value < 0x300 {
            return member(covering: scalars[index..<index + 1])
        }
        var start = index
        while start > 0, SpecialCharacters.extendsCluster(scalars[start]) { start -= 1 }
        var end = index + 1
        while end < scalars.count, SpecialCharacters.extendsCluster(scalars[end]) { end += 1 }
        return member(covering: scalars[start..<end])
    }

    /// A fallback limited to a script takes the clusters of that script, and those of the
    /// Common script whose base lists it in its Script_Extensions (the Arabic comma `،` in
    /// an Arabic fallback, `ー` in a Japanese one), as the catalog's `unicode-range` does.
    private func member(covering cluster: ArraySlice<Unicode.Scalar>) -> Int {
        var script: UnicodeScript?
        var extensions: [UnicodeScript]?
        for index in cascade.indices {
            if let limited = cascade[index].script {
                let clusterScript = script ?? UnicodeScript.of(cluster)
                script = clusterScript
                if clusterScript != limited {
                    guard clusterScript == .common else { continue }
                    let listed = extensions ?? ScriptExtensions.scripts(of: cluster[cluster.startIndex])
                    extensions = listed
                    guard listed.contains(limited) else { continue }
                }
            }
            if cascade[index].face.covers(cluster) { return index }
        }
        return embedded
    }

    /// The advance of `scalar` alone in points, in the first face that covers it, else the
    /// fallback's (a missing glyph never measures as `.notdef`).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        advance(of: scalar, member: member(in: [scalar], at: 0))
    }

    /// The advance of `scalar` in `member`: nothing for a character that draws as nothing
    /// or a mark glyph; a space the face lacks as HarfBuzz measures it.
    func advance(of scalar: Unicode.Scalar, member: Int) -> Double {
        advance(of: scalar, member: member, glyph: member < cascade.count ? cascade[member].face.glyph(for: scalar) : nil)
    }

    /// `advance(of:member:)` with the member's glyph for the scalar already looked up.
    func advance(of scalar: Unicode.Scalar, member: Int, glyph: UInt16?) -> Double {
        if SpecialCharacters.isInvisible(scalar) { return 0 }
        if member < cascade.count {
            let entry = cascade[member]
            if let glyph {
                let shaped = entry.shaping.substitute(glyph)
                // HarfBuzz zeroes the advance of a `GDEF` mark, except in the shapers of
                // the scripts with spacing marks (Indic, Khmer, Myanmar, the universal one),
                // which keep every mark's advance: a spacing mark (Mc) keeps its own.
                if entry.face.isMark(glyph: shaped), scalar.properties.generalCategory != .spacingMark { return 0 }
                return Double(entry.face.advance(glyph: shaped)) * size / Double(entry.face.unitsPerEm) + letterSpacing
            }
            if let space = SpecialCharacters.spaceFallback(scalar), let units = entry.face.spaceAdvance(space) {
                return Double(units) * size / Double(entry.face.unitsPerEm) + letterSpacing
            }
        }
        return fallback.advance(of: scalar, size: size, letterSpacing: letterSpacing)
    }

    /// The advance of `scalars[index]` in its text: as `advance(of:)` in its cluster's face,
    /// except that an emoji sequence is one glyph, measured on its first scalar (the face's
    /// glyph for that scalar when the face has it as an emoji, else the fallback's emoji
    /// width) and zero on the others.
    public func advance(in scalars: [Unicode.Scalar], at index: Int) -> Double {
        let (member, glyph) = measuredIn(scalars, at: index)
        return advance(in: scalars, at: index, member: member, glyph: glyph)
    }

    /// `advance(in:at:)` with the scalar's member and glyph (`measuredIn`) known.
    func advance(in scalars: [Unicode.Scalar], at index: Int, member: Int, glyph: UInt16?, syllables: ShapedSyllables.Recent? = nil) -> Double {
        let scalar = scalars[index]
        if scalar.value >= 0x600, member < cascade.count {
            if let arabic = cascade[member].arabic, let glyph, ArabicJoining.isArabic(scalar) {
                return arabicAdvance(in: scalars, at: index, entry: cascade[member], plan: arabic, glyph: glyph)
            }
            if let devanagari = cascade[member].devanagari, glyph != nil, ShapedSyllables.Script.devanagari.contains(scalar),
                let advance = syllableAdvance(in: scalars, at: index, member: member, plan: devanagari, script: .devanagari, recent: syllables)
            {
                return advance
            }
            if let khmer = cascade[member].khmer, glyph != nil, ShapedSyllables.Script.khmer.contains(scalar),
                let advance = syllableAdvance(in: scalars, at: index, member: member, plan: khmer, script: .khmer, recent: syllables)
            {
                return advance
            }
            if let myanmar = cascade[member].myanmar, glyph != nil, ShapedSyllables.Script.myanmar.contains(scalar),
                let advance = syllableAdvance(in: scalars, at: index, member: member, plan: myanmar, script: .myanmar, recent: syllables)
            {
                return advance
            }
        }
        // A scalar that continues a sequence is at or above U+200D, and so is the scalar
        // after a sequence's start.
        guard scalar.value >= EmojiSequence.zeroWidthJoiner || (index + 1 < scalars.count && scalars[index + 1].value >= EmojiSequence.zeroWidthJoiner) else {
            return advance(of: scalar, member: member, glyph: glyph)
        }
        if EmojiSequence.continues(scalars, at: index) { return 0 }
        if EmojiSequence.starts(scalars, at: index) {
            if member < cascade.count, scalar.properties.isEmojiPresentation, let glyph {
                let entry = cascade[member]
                return Double(entry.face.advance(glyph: glyph)) * size / Double(entry.face.unitsPerEm) + letterSpacing
            }
            return Double(FallbackMetrics.emojiWidth) * size / 1000 + letterSpacing
        }
        return advance(of: scalar, member: member, glyph: glyph)
    }

    /// The kerning in points between `scalars[index - 1]` and `scalars[index]`: nonzero only
    /// when one face measures both, draws both, neither in an emoji sequence, and kerns the
    /// pair.
    public func kerning(_ scalars: [Unicode.Scalar], before index: Int) -> Double {
        guard !cascade.isEmpty, index > 0, index < scalars.count else { return 0 }
        let member = member(in: scalars, at: index)
        guard member < cascade.count, self.member(in: scalars, at: index - 1) == member else { return 0 }
        return kerning(scalars, before: index, member: member)
    }

    /// The kerning before `index` when `member` measures both scalars.
    func kerning(_ scalars: [Unicode.Scalar], before index: Int, member: Int) -> Double {
        let entry = cascade[member]
        guard entry.shaping.kerning != nil || entry.arabic?.kerning != nil, index > 0, index < scalars.count else { return 0 }
        return kerning(scalars, before: index, member: member, first: entry.face.glyph(for: scalars[index - 1]), second: entry.face.glyph(for: scalars[index]))
    }

    /// The kerning before `index` with the two scalars' glyphs in `member` known.
    func kerning(_ scalars: [Unicode.Scalar], before index: Int, member: Int, first: UInt16?, second: UInt16?) -> Double {
        let entry = cascade[member]
        if index > 0, index < scalars.count, scalars[index].value >= 0x600, let arabic = entry.arabic, ArabicJoining.isArabic(scalars[index]),
            ArabicJoining.isArabic(scalars[index - 1])
        {
            return arabicKerning(scalars, before: index, entry: entry, plan: arabic, first: first, second: second)
        }
        // A shaped syllable's advance holds its positioning, the pairs across it included.
        if entry.devanagari != nil, index > 0, index < scalars.count,
            ShapedSyllables.Script.devanagari.contains(scalars[index]) || ShapedSyllables.Script.devanagari.contains(scalars[index - 1])
        {
            return 0
        }
        if entry.khmer != nil, index > 0, index < scalars.count,
            ShapedSyllables.Script.khmer.contains(scalars[index]) || ShapedSyllables.Script.khmer.contains(scalars[index - 1])
        {
            return 0
        }
        if entry.myanmar != nil, index > 0, index < scalars.count,
            ShapedSyllables.Script.myanmar.contains(scalars[index]) || ShapedSyllables.Script.myanmar.contains(scalars[index - 1])
        {
            return 0
        }
        guard let kerning = entry.shaping.kerning, index > 0, index < scalars.count, let first, let second else { return 0 }
        if scalars[index].value >= 0xA9 || scalars[index - 1].value >= 0xA9 {
            if EmojiSequence.continues(scalars, at: index) || EmojiSequence.starts(scalars, at: index - 1)
                || EmojiSequence.continues(scalars, at: index - 1) || EmojiSequence.starts(scalars, at: index) {
                return 0
            }
        }
        let units = kerning.adjustment(entry.shaping.substitute(first), entry.shaping.substitute(second))
        return units == 0 ? 0 : Double(units) * size / Double(entry.face.unitsPerEm)
    }

    /// The width of `scalars[range]` on one line: its advances and the kerning inside it.
    public func width(of scalars: [Unicode.Scalar], in range: Range<Int>) -> Double {
        TextInFont(font: self, scalars: scalars).width(in: range)
    }

    /// The width of a text on one line.
    public func width(of scalars: [Unicode.Scalar]) -> Double {
        width(of: scalars, in: 0..<scalars.count)
    }

    /// `text` broken into lines no wider than `maxWidth` (where a line can be).
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, wordBreak: WordBreak = .normal) -> [TextLine] {
        lines(scalars, maxWidth: maxWidth, maxLines: .max, wordBreak: wordBreak).lines
    }

    /// The first `maxLines` lines of `text`, and whether more would follow.
    public func lines(_ scalars: [Unicode.Scalar], maxWidth: Double, maxLines: Int, wordBreak: WordBreak = .normal) -> BrokenLines {
        LineBreaker.lines(
            scalars, maxWidth: maxWidth, maxLines: maxLines, nonNegativeAdvances: widthsOnlyGrow, wordBreak: wordBreak,
            advance: { advance(in: scalars, at: $0) }, kerning: { kerning(scalars, before: $0) })
    }
}
