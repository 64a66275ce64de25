import DialogDiagnostics

/// The names a spec gives to generated Swift, gathered while decoding (also from buttons
/// and elements that are otherwise broken, so one run reports every clash) and checked
/// together once the whole spec has been read: against each other in the scope generated
/// code puts them in, and against the names generated code declares or calls there
/// (`GeneratedSwiftNames`). Every check looks names up in dictionaries, so a spec costs
/// time linear in its names.
///
/// Decisions (docs/format/ and docs/rules.md leave them open; docs/DECISIONS.md, "Generated names"):
/// - Button ids and element ids share one namespace: both end up in accessibility
///   identifiers (`<identifier>.<id>`) and name views in generated code. The same id twice
///   is `duplicate-id`.
/// - The dialog's members share one namespace: declared parameters, undeclared placeholders
///   (which the generated code declares as `String` parameters), element ids (a field's text
///   binding, a slot's view) and the properties holding payloads. The same name for two of
///   them is `invalid-identifier`.
/// - Two different names of one namespace that are equal ignoring case (`didTapOK`,
///   `didTapOk`) are `invalid-identifier`: they are legal Swift, but generated names are
///   derived from them by case conversion, and names a reader cannot tell apart in a
///   diff or a UI test should not name different things. Placeholders and payload
///   properties are compared only exactly (see `isWritten`).
/// - A member may not be a name generated code declares beside it or calls from inside it:
///   `Action`, `state`, `texts`, `view`, `appearance`; the modifier's `isPresented`, `slot`,
///   `onAsyncAction`, `onAction`; `modifier`; the support types; the dialog's own type.
///   `locale` is allowed: generated code reads such a member as `self.locale` where the
///   `locale` parameter would hide it.
/// - A member may not be a module generated code qualifies names with (`Swift`, `SwiftUI`):
///   inside the dialog type it would hide the module, and `Swift.String` would not resolve.
/// - A payload type may not resolve to something generated code puts in scope (`Action`,
///   `Slot`, `Body`, the dialog's own type, a support type), to a framework type the support
///   code writes unqualified (`UIColor`; the others it qualifies, `SwiftUI.Text`, so an app's
///   `Text` is free), or be a module, `Void`, a protocol or a generic type without arguments.
/// - The dialog id may not generate a support type's name (`presentable` ->
///   `PresentableDialog`); `SpecDecoder.decodeID` reports it.
/// - A button's action defaults to its id; buttons may share an action (one enum case),
///   but then they must carry the same payload type, or none.
struct SpecNames {
    struct ButtonNames {
        var id: Located<String>?
        /// Only a written action; a defaulted one is the id, checked as the id.
        var action: Located<String>?
        var payload: Located<String>?

        var effectiveAction: Located<String>? { action ?? id }
    }

    var buttons: [ButtonNames] = []
    var elementIDs: [Located<String>] = []
    var parameterNames: [Located<String>] = []
    /// The dialog's id, which names its generated type; nil when it has none.
    var dialogID: String?
    /// The texts whose undeclared placeholders become members.
    var texts = SpecTextInventory()

    func check(in context: DecodingContext) {
        let dialogID = self.dialogID ?? ""
        for button in buttons {
            if let id = button.id { checkIdentifier(id, what: "button id", in: context) }
            if let action = button.action { checkIdentifier(action, what: "action", in: context) }
            if let payload = button.payload { checkPayloadType(payload, dialogID: dialogID, in: context) }
        }
        for id in elementIDs { checkIdentifier(id, what: "element id", in: context) }
        for name in parameterNames { checkIdentifier(name, what: "parameter name", in: context) }
        checkIDs(in: context)
        checkActions(in: context)
        checkMembers(members(dialogID: dialogID), dialogID: dialogID, in: context)
    }

    // MARK: One name

    func checkIdentifier(_ name: Located<String>, what: String, in context: DecodingContext) {
        if SwiftIdentifier.isUsable(name.value) { return }
        let message =
            SwiftIdentifier.isValid(name.value)
            ? SpecMessage.keyword(what: what, name.value)
            : SpecMessage.notAnIdentifier(what: what, name.value, suggestion: suggestedIdentifier(name.value))
        context.report(.invalidIdentifier, message, at: name.range)
    }

    /// A payload is a type name, optionally qualified (`Chat.LiveMessage`); no component
    /// may be a keyword that cannot name a type (`SwiftIdentifier.typeKeywords`). Other
    /// contextual keywords (`Type`, `get`) are allowed here, as in
    /// `Schemas/dialog.schema.json`: the generated code uses the name only as a type. Nor
    /// may it resolve to something generated code puts in scope where it is written
    /// (`GeneratedSwiftNames.reservedPayload`).
    func checkPayloadType(_ name: Located<String>, dialogID: String, in context: DecodingContext) {
        let components = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.typeKeywords.contains($0) }) {
            if let reservation = GeneratedSwiftNames.reservedPayload(components, dialogID: dialogID) {
                context.report(.invalidIdentifier, SpecMessage.reservedPayload(name.value, components[0], reservation), at: name.range)
            }
            return
        }
        let message =
            components.allSatisfy(SwiftIdentifier.isValid)
            ? SpecMessage.keywordType(name.value)
            : SpecMessage.notATypeName(name.value, suggestion: suggestedTypeName(name.value))
        context.report(.invalidIdentifier, message, at: name.range)
    }

    func suggestedIdentifier(_ name: String) -> String? {
        let suggestion = SwiftIdentifier.lowerCamelCase(dottedID: name)
        return SwiftIdentifier.isUsable(suggestion) ? suggestion : nil
    }

    func suggestedTypeName(_ name: String) -> String? {
        let suggestion = SwiftIdentifier.upperCamelCase(dottedID: name)
        return SwiftIdentifier.isUsable(suggestion) ? suggestion : nil
    }

    // MARK: Ids and actions

    /// What a name belongs to, for messages.
    enum Owner: String {
        case button, element, parameter, placeholder, payload
    }

    /// A name with its owner, in source order with the others it is compared with.
    typealias OwnedName = (name: Located<String>, owner: Owner)

    static func inSourceOrder(_ names: [OwnedName]) -> [OwnedName] {
        names.sorted { $0.name.range.lowerBound < $1.name.range.lowerBound }
    }

    /// Button and element ids: equal is `duplicate-id`, equal ignoring case is
    /// `invalid-identifier`; each reported at the later one with a note at the earlier.
    func checkIDs(in context: DecodingContext) {
        let ids = Self.inSourceOrder(
            buttons.compactMap(\.id).map { ($0, Owner.button) } + elementIDs.map { ($0, Owner.element) })
        var index = NameIndex()
        for (position, id) in ids.enumerated() {
            switch index.meet(id.name.value, position).map({ ids[$0] }) {
            case .none:
                break
            case .same(let first):
                context.report(
                    .duplicateID, SpecMessage.duplicateID(id.name.value, owner: id.owner, firstOwner: first.owner),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            case .differentCase(let first):
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("\(id.owner) id", id.name.value, first.name.value),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            }
        }
    }

    /// Actions: buttons sharing an action must share its payload type; two actions equal
    /// ignoring case are `invalid-identifier` (unless both are defaulted ids, which
    /// `checkIDs` already reported).
    func checkActions(in context: DecodingContext) {
        var index = NameIndex()
        for (position, button) in buttons.enumerated() {
            guard let action = button.effectiveAction else { continue }
            switch index.meet(action.value, position).map({ buttons[$0] }) {
            case .none:
                break
            case .same(let first):
                guard first.payload?.value != button.payload?.value else { break }
                let here = button.payload ?? action
                let there = first.payload ?? first.effectiveAction ?? here
                context.report(
                    .invalidIdentifier,
                    SpecMessage.payloadConflict(action.value, button.payload?.value, first.payload?.value), at: here.range,
                    notes: [context.note(SpecMessage.otherPayload(first.payload?.value), at: there.range)])
            case .differentCase(let first):
                guard let firstAction = first.effectiveAction, button.action != nil || first.action != nil else { break }
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("action", action.value, firstAction.value), at: action.range,
                    notes: [context.note(SpecMessage.firstUse(firstAction.value), at: firstAction.range)])
            }
        }
    }

    // MARK: The dialog's members

    /// Where a member's name is written: a range of the file, or a placeholder inside a JSON
    /// string literal, whose bytes are found only when it is reported.
    enum Place {
        case range(SourceRange)
        case placeholder(literal: SourceRange, scalars: Range<Int>)

        /// Source order: a string literal holds no other name, so its start and the
        /// placeholder's offset in it order placeholders among the rest.
        var order: (Int, Int) {
            switch self {
            case .range(let range): (range.lowerBound, 0)
            case .placeholder(let literal, let scalars): (literal.lowerBound, scalars.lowerBound + 1)
            }
        }

        func range(in file: SourceFile) -> SourceRange {
            switch self {
            case .range(let range): return range
            case .placeholder(let literal, let scalars):
                var map = StringLiteralMap(literal: literal, in: file)
                return map.byteRange(ofScalars: scalars)
            }
        }
    }

    /// A stored property (or modifier parameter) of the generated dialog.
    struct Member {
        var name: String
        var owner: Owner
        var place: Place
        /// For a payload's property: the action whose payload it holds.
        var action: String?
    }

    /// The dialog's members in source order: parameters, element ids, undeclared
    /// placeholders (at their first use) and payload properties (at the payload type of
    /// the action's first button), the last named as the emitter names them.
    func members(dialogID: String) -> [Member] {
        let declared: Set<String> = parameterNames.isEmpty ? [] : Set(parameterNames.map(\.value))
        var members = parameterNames.map { Member(name: $0.value, owner: .parameter, place: .range($0.range)) }
        members += elementIDs.map { Member(name: $0.value, owner: .element, place: .range($0.range)) }
        // The first use of each undeclared placeholder. Every piece of every text is visited,
        // so through buffers: a loop over the arrays copied (and retained) each piece.
        var firstUse: [String: Place] = [:]
        texts.forEach { _, text in
            let forms = text.forms
            forms.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    entries[entry].text.pieces.withUnsafeBufferPointer { pieces in
                        for index in pieces.indices {
                            guard case .placeholder(let name) = pieces[index].kind, !declared.contains(name) else { continue }
                            // The name between the braces, where a bad placeholder name is reported too.
                            let raw = pieces[index].rawRange
                            let inner = (raw.lowerBound + 1)..<max(raw.lowerBound + 1, raw.upperBound - 1)
                            let place = Place.placeholder(literal: entries[entry].range, scalars: inner)
                            Self.keepEarlier(place, in: &firstUse[name, default: place])
                        }
                    }
                }
            }
        }
        members += firstUse.map { Member(name: $0.key, owner: .placeholder, place: $0.value) }
        if buttons.contains(where: { $0.payload != nil }) {
            var taken = Set(members.map(\.name))
            var actions: Set<String> = []
            for button in buttons {
                guard let action = button.effectiveAction, actions.insert(action.value).inserted, let payload = button.payload else { continue }
                let name = GeneratedSwiftNames.payloadProperty(type: payload.value, action: action.value, dialogID: dialogID, taken: &taken)
                members.append(Member(name: name, owner: .payload, place: .range(payload.range), action: action.value))
            }
        }
        return members.sorted { $0.place.order < $1.place.order }
    }

    private static func keepEarlier(_ place: Place, in kept: inout Place) {
        if place.order < kept.order { kept = place }
    }

    /// Members against the generated code's own names, and against each other exactly and
    /// ignoring case; each clash reported at the later one with a note at the earlier.
    func checkMembers(_ members: [Member], dialogID: String, in context: DecodingContext) {
        var index = NameIndex()
        for (position, member) in members.enumerated() {
            if let reservation = GeneratedSwiftNames.reservedMember(member.name, dialogID: dialogID) {
                context.report(
                    .invalidIdentifier, SpecMessage.reservedMember(member, reservation, dialogID: dialogID),
                    at: member.place.range(in: context.file))
                continue
            }
            switch index.meet(member.name, position).map({ members[$0] }) {
            case .none:
                break
            case .same(let first):
                // Two equal parameters are `duplicate-key`'s, two elements `checkIDs`'s.
                guard !(first.owner == member.owner && Self.isWritten(member.owner)) else { break }
                context.report(
                    .invalidIdentifier, SpecMessage.memberClash(member, with: first), at: member.place.range(in: context.file),
                    notes: [context.note(SpecMessage.firstUse(first.name), at: first.place.range(in: context.file))])
            case .differentCase(let first):
                guard Self.isWritten(first.owner), Self.isWritten(member.owner), !(first.owner == .element && member.owner == .element) else { break }
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("\(member.owner) name", member.name, first.name),
                    at: member.place.range(in: context.file),
                    notes: [context.note(SpecMessage.firstUse(first.name), at: first.place.range(in: context.file))])
            }
        }
    }

    /// Whether a member is named where it is declared (a parameter, an element) rather than
    /// by use (a placeholder) or derivation (a payload's property). Only those are compared
    /// ignoring case: `{filename}` beside the parameter `fileName` is most likely a typo in
    /// one locale, which `placeholder-mismatch` explains better after decoding.
    static func isWritten(_ owner: Owner) -> Bool { owner == .parameter || owner == .element }
}

/// Names met so far, looked up ignoring ASCII case without a lowercased copy of each: for
/// every name, the position of the first entry of each of its spellings. Spec names that
/// matter here are ASCII identifiers (others are already reported as invalid), so ASCII
/// folding is enough.
///
/// A spec has a handful of names of each kind, for which comparing with each earlier one
/// costs less than hashing (measured: hashing took about 1,600 instructions a name); past
/// `linearLimit` names the index switches to a dictionary, so a spec with thousands of
/// buttons still costs linear time.
struct NameIndex {
    /// What was met before a name: the position of an entry, or what stands there.
    enum Earlier<Entry> {
        case none
        /// The first entry with exactly this name.
        case same(Entry)
        /// No entry with exactly this name; the first with the name ignoring case.
        case differentCase(Entry)

        func map<Other>(_ transform: (Entry) -> Other) -> Earlier<Other> {
            switch self {
            case .none: .none
            case .same(let entry): .same(transform(entry))
            case .differentCase(let entry): .differentCase(transform(entry))
            }
        }
    }

    static let linearLimit = 16

    private struct Spellings {
        var first: (name: String, entry: Int)
        var others: [(name: String, entry: Int)] = []
    }

    /// Each spelling met, with its first entry, in the order met; used up to `linearLimit`.
    private var spellingsInOrder: [(name: String, entry: Int)] = []
    /// The same by name ignoring case, once there are more.
    private var spellings: [CaseInsensitiveName: Spellings]?

    /// What was met before `name`; records `entry` (a position) when its spelling is new.
    mutating func meet(_ name: String, _ entry: Int) -> Earlier<Int> {
        if spellings != nil { return meetHashed(name, entry) }
        var differentCase: Int?
        for known in spellingsInOrder {
            if known.name == name { return .same(known.entry) }
            if differentCase == nil, CaseInsensitiveName.equal(known.name, name) { differentCase = known.entry }
        }
        spellingsInOrder.append((name, entry))
        if spellingsInOrder.count > Self.linearLimit {
            var hashed: [CaseInsensitiveName: Spellings] = [:]
            for known in spellingsInOrder {
                let key = CaseInsensitiveName(name: known.name)
                if hashed[key] == nil { hashed[key] = Spellings(first: known) } else { hashed[key]?.others.append(known) }
            }
            spellings = hashed
            spellingsInOrder = []
        }
        return differentCase.map { .differentCase($0) } ?? .none
    }

    private mutating func meetHashed(_ name: String, _ entry: Int) -> Earlier<Int> {
        let key = CaseInsensitiveName(name: name)
        guard var known = spellings?[key] else {
            spellings?[key] = Spellings(first: (name, entry))
            return .none
        }
        if known.first.name == name { return .same(known.first.entry) }
        if let same = known.others.first(where: { $0.name == name }) { return .same(same.entry) }
        known.others.append((name, entry))
        spellings?[key] = known
        return .differentCase(known.first.entry)
    }
}

/// A name hashed and compared with ASCII letters folded to lower case.
struct CaseInsensitiveName: Hashable {
    var name: String

    func hash(into hasher: inout Hasher) {
        for byte in name.utf8 { hasher.combine(Self.folded(byte)) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { equal(lhs.name, rhs.name) }

    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8) { folded($0) == folded($1) }
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}

// MARK: Wording

extension SpecMessage {
    static func keyword(what: String, _ name: String) -> String {
        "\(what) '\(name)' is a Swift keyword, which generated code cannot use as a name; choose another name"
    }

    static func notAnIdentifier(what: String, _ name: String, suggestion: String?) -> String {
        let fix = suggestion.map { "; for example '\($0)'" } ?? ""
        return "\(what) '\(name)' is not a Swift identifier; use ASCII letters, digits and '_', not starting with a digit\(fix)"
    }

    static func keywordType(_ name: String) -> String {
        "payload '\(name)' uses a Swift keyword as a type name; name the type the action carries, such as 'LiveMessage'"
    }

    static func notATypeName(_ name: String, suggestion: String?) -> String {
        let fix = suggestion.map { "'\($0)'" } ?? "'LiveMessage' or 'Chat.LiveMessage'"
        return "payload '\(name)' is not a Swift type name; write a type name such as \(fix)"
    }

    static func duplicateID(_ id: String, owner: SpecNames.Owner, firstOwner: SpecNames.Owner) -> String {
        let user = firstOwner == owner ? "another \(owner)" : "\(article(firstOwner)) \(firstOwner)"
        return "\(owner) id '\(id)' is already used by \(user) of this dialog; ids name generated code and accessibility identifiers, give each a unique one"
    }

    static func firstUse(_ name: String) -> String { "'\(name)' is used here" }

    static func differsOnlyInCase(_ what: String, _ name: String, _ other: String) -> String {
        "\(what) '\(name)' differs from '\(other)' only in case; generated names would be confusable, rename one"
    }

    static func payloadConflict(_ action: String, _ payload: String?, _ otherPayload: String?) -> String {
        let carried = payload.map { "carries '\($0)'" } ?? "carries nothing"
        let other = otherPayload.map { "'\($0)'" } ?? "nothing"
        return "action '\(action)' \(carried) here but \(other) on another button; one action case has one payload type, so give both buttons the same 'payload' or different actions"
    }

    static func otherPayload(_ payload: String?) -> String {
        payload.map { "the other button's payload is '\($0)'" } ?? "the other button sends the action without a payload"
    }

    static func memberClash(_ member: SpecNames.Member, with other: SpecNames.Member) -> String {
        "\(subject(member)) has the same name as \(noun(other.owner)); both become members of the generated dialog, rename one"
    }

    static func reservedMember(_ member: SpecNames.Member, _ reservation: GeneratedSwiftNames.Reservation, dialogID: String) -> String {
        let name = member.name
        let dialogType = GeneratedSwiftNames.dialogType(id: dialogID)
        let clash: String
        switch reservation {
        case .dialogMember:
            clash = "would be declared beside the generated '\(dialogType).\(name)' (the dialog type has 'Action', 'state', 'spec', 'view', 'appearance', 'content', 'previewContent' and 'contentItems' of its own)"
        case .supportType, .scopeType, .swiftUIType, .notAValueType:
            clash = "would hide the generated type '\(name)' inside the dialog's generated code"
        case .dialogType:
            clash = "would hide the dialog's own generated type '\(name)', inside the dialog's code"
        case .qualifyingModule:
            clash = "would hide the module '\(name)', through which the generated code names the types it uses ('\(name).…'), inside the dialog's code"
        }
        return "\(subject(member)) \(clash); choose another name"
    }

    static func reservedPayload(_ payload: String, _ head: String, _ reservation: GeneratedSwiftNames.Reservation) -> String {
        let problem: String
        switch reservation {
        case .scopeType, .dialogMember:
            problem = "'\(head)' would name the dialog's own 'Action' enum, where the payload is written, not the app's type"
        case .dialogType:
            problem = "'\(head)' is this dialog's own generated type, which cannot carry itself"
        case .supportType:
            problem = "'\(head)' is a type the generated support code declares"
        case .swiftUIType:
            problem = "'\(head)' is a framework name the generated support code uses, which an app type of that name would replace"
        case .notAValueType, .qualifyingModule:
            problem = "'\(head)' is a module, 'Void', a protocol or a generic type without arguments, not a type a value can have"
        }
        return "payload '\(payload)': \(problem); name an Equatable and Sendable type of the app, such as 'LiveMessage' or 'Chat.LiveMessage'"
    }

    /// `parameter 'count'`, `placeholder '{count}'`, `the payload of action 'didTapDelete', held in 'liveMessage',`.
    private static func subject(_ member: SpecNames.Member) -> String {
        switch member.owner {
        case .placeholder: "placeholder '{\(member.name)}'"
        case .payload: "the payload of action '\(member.action ?? "")', held in '\(member.name)',"
        case .button, .element, .parameter: "\(member.owner) '\(member.name)'"
        }
    }

    private static func noun(_ owner: SpecNames.Owner) -> String {
        switch owner {
        case .element: "an element"
        case .payload: "an action's payload"
        case .button, .parameter, .placeholder: "a \(owner)"
        }
    }

    private static func article(_ owner: SpecNames.Owner) -> String { owner == .element ? "an" : "a" }
}
