import DialogDiagnostics

/// The names a spec gives to generated Swift, gathered while decoding (also from buttons
/// and elements that are otherwise broken, so one run reports every clash) and checked
/// together once the whole spec has been read: against each other in the scope generated
/// code puts them in, and against the names generated code declares or calls there
/// (`GeneratedSwiftNames`). Every check looks names up in dictionaries, so a spec costs
/// time linear in its names.
///
/// Decisions (FORMAT.md and RULES.md leave them open; docs/DECISIONS.md, "Generated names"):
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
///   `Action`, `state`, `view`, `appearance`; the modifier's `isPresented`, `slot`,
///   `onAsyncAction`, `onAction`; `modifier`; the support types; the dialog's own type.
///   `locale` is allowed: generated code reads such a member as `self.locale` where the
///   `locale` parameter would hide it.
/// - A payload type may not resolve to something generated code puts in scope (`Action`,
///   `Slot`, `Body`, the dialog's own type, a support type), to a SwiftUI type the support
///   code uses, or be a module, `Void`, a protocol or a generic type without arguments.
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
    /// The texts whose undeclared placeholders become members (`DialogSpec.placeholderTexts`).
    var texts: [LocalizedText] = []

    func check(in context: DecodingContext) {
        for button in buttons {
            if let id = button.id { checkIdentifier(id, what: "button id", in: context) }
            if let action = button.action { checkIdentifier(action, what: "action", in: context) }
            if let payload = button.payload { checkTypeName(payload, in: context) }
        }
        for id in elementIDs { checkIdentifier(id, what: "element id", in: context) }
        for name in parameterNames { checkIdentifier(name, what: "parameter name", in: context) }
        checkIDs(in: context)
        checkActions(in: context)
        let dialogType = GeneratedSwiftNames.dialogType(id: dialogID ?? "")
        checkMembers(members(dialogType: dialogType), dialogType: dialogType, in: context)
        checkPayloadTypes(dialogType: dialogType, in: context)
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
    /// `Schemas/dialog.schema.json`: the generated code uses the name only as a type.
    func checkTypeName(_ name: Located<String>, in context: DecodingContext) {
        let components = Self.components(of: name.value)
        if components.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.typeKeywords.contains($0) }) {
            return
        }
        let message =
            components.allSatisfy(SwiftIdentifier.isValid)
            ? SpecMessage.keywordType(name.value)
            : SpecMessage.notATypeName(name.value, suggestion: suggestedTypeName(name.value))
        context.report(.invalidIdentifier, message, at: name.range)
    }

    static func components(of typeName: String) -> [String] {
        typeName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
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
        var exact: [String: OwnedName] = [:]
        var folded: [String: OwnedName] = [:]
        for id in ids {
            let lowercased = id.name.value.lowercased()
            if let first = exact[id.name.value] {
                context.report(
                    .duplicateID, SpecMessage.duplicateID(id.name.value, owner: id.owner, firstOwner: first.owner),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            } else if let first = folded[lowercased] {
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("\(id.owner) id", id.name.value, first.name.value),
                    at: id.name.range, notes: [context.note(SpecMessage.firstUse(first.name.value), at: first.name.range)])
            }
            if exact[id.name.value] == nil { exact[id.name.value] = id }
            if folded[lowercased] == nil { folded[lowercased] = id }
        }
    }

    /// Actions: buttons sharing an action must share its payload type; two actions equal
    /// ignoring case are `invalid-identifier` (unless both are defaulted ids, which
    /// `checkIDs` already reported).
    func checkActions(in context: DecodingContext) {
        var exact: [String: ButtonNames] = [:]
        var folded: [String: ButtonNames] = [:]
        for button in buttons {
            guard let action = button.effectiveAction else { continue }
            let lowercased = action.value.lowercased()
            if let first = exact[action.value] {
                if first.payload?.value != button.payload?.value {
                    let here = button.payload ?? action
                    let there = first.payload ?? first.effectiveAction ?? here
                    context.report(
                        .invalidIdentifier,
                        SpecMessage.payloadConflict(action.value, button.payload?.value, first.payload?.value), at: here.range,
                        notes: [context.note(SpecMessage.otherPayload(first.payload?.value), at: there.range)])
                }
            } else if let first = folded[lowercased], let firstAction = first.effectiveAction, button.action != nil || first.action != nil {
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("action", action.value, firstAction.value), at: action.range,
                    notes: [context.note(SpecMessage.firstUse(firstAction.value), at: firstAction.range)])
            }
            if exact[action.value] == nil { exact[action.value] = button }
            if folded[lowercased] == nil { folded[lowercased] = button }
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
            case .range(let range): range
            case .placeholder(let literal, let scalars): StringLiteralMap.byteRange(ofScalars: scalars, inStringLiteral: literal, of: file)
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
    func members(dialogType: String) -> [Member] {
        let declared = Set(parameterNames.map(\.value))
        var members = parameterNames.map { Member(name: $0.value, owner: .parameter, place: .range($0.range)) }
        members += elementIDs.map { Member(name: $0.value, owner: .element, place: .range($0.range)) }
        var firstUse: [String: Place] = [:]
        for text in texts {
            for entry in text.entries {
                for piece in entry.text.pieces {
                    guard case .placeholder(let name) = piece.kind, !declared.contains(name) else { continue }
                    // The name between the braces, where a bad placeholder name is reported too.
                    let inner = (piece.rawRange.lowerBound + 1)..<max(piece.rawRange.lowerBound + 1, piece.rawRange.upperBound - 1)
                    let place = Place.placeholder(literal: entry.range, scalars: inner)
                    if let known = firstUse[name], known.order <= place.order { continue }
                    firstUse[name] = place
                }
            }
        }
        members += firstUse.map { Member(name: $0.key, owner: .placeholder, place: $0.value) }
        var taken = Set(members.map(\.name))
        var actions: Set<String> = []
        for button in buttons {
            guard let action = button.effectiveAction, actions.insert(action.value).inserted, let payload = button.payload else { continue }
            let name = GeneratedSwiftNames.payloadProperty(type: payload.value, action: action.value, dialogType: dialogType, taken: &taken)
            members.append(Member(name: name, owner: .payload, place: .range(payload.range), action: action.value))
        }
        return members.sorted { $0.place.order < $1.place.order }
    }

    /// Members against the generated code's own names, and against each other exactly and
    /// ignoring case; each clash reported at the later one with a note at the earlier.
    func checkMembers(_ members: [Member], dialogType: String, in context: DecodingContext) {
        var exact: [String: Member] = [:]
        var folded: [String: Member] = [:]
        for member in members {
            if let reservation = GeneratedSwiftNames.reservedMember(member.name, dialogType: dialogType) {
                context.report(
                    .invalidIdentifier, SpecMessage.reservedMember(member, reservation, dialogType: dialogType),
                    at: member.place.range(in: context.file))
                continue
            }
            let lowercased = member.name.lowercased()
            // Two equal parameters are `duplicate-key`'s, two elements `checkIDs`'s.
            let isCheckedElsewhere = { (first: Member) in first.owner == member.owner && [.parameter, .element].contains(member.owner) }
            if let first = exact[member.name] {
                if !isCheckedElsewhere(first) {
                    context.report(
                        .invalidIdentifier, SpecMessage.memberClash(member, with: first), at: member.place.range(in: context.file),
                        notes: [context.note(SpecMessage.firstUse(first.name), at: first.place.range(in: context.file))])
                }
            } else if let first = folded[lowercased], Self.isWritten(first.owner), Self.isWritten(member.owner),
                !(first.owner == .element && member.owner == .element)
            {
                context.report(
                    .invalidIdentifier, SpecMessage.differsOnlyInCase("\(member.owner) name", member.name, first.name),
                    at: member.place.range(in: context.file),
                    notes: [context.note(SpecMessage.firstUse(first.name), at: first.place.range(in: context.file))])
            }
            if exact[member.name] == nil { exact[member.name] = member }
            if folded[lowercased] == nil { folded[lowercased] = member }
        }
    }

    /// Whether a member is named where it is declared (a parameter, an element) rather than
    /// by use (a placeholder) or derivation (a payload's property). Only those are compared
    /// ignoring case: `{filename}` beside the parameter `fileName` is most likely a typo in
    /// one locale, which `placeholder-mismatch` explains better after decoding.
    static func isWritten(_ owner: Owner) -> Bool { owner == .parameter || owner == .element }

    /// Payload types against what generated code puts in scope where they are written.
    func checkPayloadTypes(dialogType: String, in context: DecodingContext) {
        for button in buttons {
            guard let payload = button.payload else { continue }
            let components = Self.components(of: payload.value)
            guard components.allSatisfy(SwiftIdentifier.isValid),
                let reservation = GeneratedSwiftNames.reservedPayload(components, dialogType: dialogType)
            else { continue }
            context.report(.invalidIdentifier, SpecMessage.reservedPayload(payload.value, components[0], reservation), at: payload.range)
        }
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

    static func reservedMember(_ member: SpecNames.Member, _ reservation: GeneratedSwiftNames.Reservation, dialogType: String) -> String {
        let name = member.name
        let clash: String
        switch reservation {
        case .dialogMember:
            clash = "would be declared beside the generated '\(dialogType).\(name)' (the dialog type has 'Action', 'state', 'view' and 'appearance' of its own)"
        case .parameter:
            clash = "would be a parameter of the generated modifier beside its own '\(name)' (it takes 'isPresented', 'slot', 'onAsyncAction' and 'onAction')"
        case .calledFunction:
            clash = "would hide the method '\(name)(_:)' that the generated modifier calls"
        case .supportType, .scopeType, .swiftUIType, .notAValueType:
            clash = "would hide the generated type '\(name)' inside the dialog's generated code"
        case .dialogType:
            clash = "would hide the dialog's own generated type '\(name)', which its modifier calls"
        }
        return "\(subject(member)) \(clash); choose another name"
    }

    static func reservedPayload(_ payload: String, _ head: String, _ reservation: GeneratedSwiftNames.Reservation) -> String {
        let problem: String
        switch reservation {
        case .scopeType, .dialogMember, .parameter, .calledFunction:
            let own =
                switch head {
                case GeneratedSwiftNames.actionType: "the dialog's own 'Action' enum, where the payload is written"
                case GeneratedSwiftNames.slotType: "the generic 'Slot' parameter of the generated view and modifier"
                default: "View's associated type '\(head)' inside the generated modifier"
                }
            problem = "'\(head)' would name \(own), not the app's type"
        case .dialogType:
            problem = "'\(head)' is this dialog's own generated type, which cannot carry itself"
        case .supportType:
            problem = "'\(head)' is a type the generated support code declares"
        case .swiftUIType:
            problem = "'\(head)' is a SwiftUI name the generated support code uses, which an app type of that name would replace"
        case .notAValueType:
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
