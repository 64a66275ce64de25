import DialogDiagnostics
import DialogJSON

/// A `Diagnostic` as JSON and back, for the build cache: every field it holds (rule,
/// severity, message, location with both positions' line, column and byte offset, the
/// source line excerpt, and the notes with theirs), so a replayed finding is equal to the one the
/// rules produced and every formatter prints it byte for byte as before.
///
/// It lives beside the cache rather than in the formatters: the formatters' JSON is a
/// documented public format; this one is an internal detail that may change with the cache
/// format version.
enum DiagnosticCoding {
    static func encode(_ diagnostic: Diagnostic) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "rule": .string(diagnostic.rule.name), "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
        ]
        if let location = diagnostic.location { object["location"] = encode(location) }
        if !diagnostic.notes.isEmpty {
            object["notes"] = .array(
                diagnostic.notes.map { note in
                    var encoded: [String: JSONOutput] = ["message": .string(note.message)]
                    if let location = note.location { encoded["location"] = encode(location) }
                    return .object(encoded)
                })
        }
        if !diagnostic.fixes.isEmpty {
            object["fixes"] = .array(
                diagnostic.fixes.map { fix in
                    .object([
                        "message": .string(fix.message),
                        "edits": .array(
                            fix.edits.map {
                                .array([.int($0.range.lowerBound), .int($0.range.upperBound), .string($0.replacement)])
                            }),
                    ])
                })
        }
        return .object(object)
    }

    /// The diagnostic `value` holds, or nil when it is not exactly what `encode` writes.
    static func decode(_ value: JSONValue) -> Diagnostic? {
        guard let members = CacheJSON.members(value, required: ["rule", "severity", "message"], optional: ["location", "notes", "fixes"]),
            let rule = members["rule"]?.stringValue, let severityName = members["severity"]?.stringValue,
            let severity = Severity(rawValue: severityName), let message = members["message"]?.stringValue
        else { return nil }
        var location: SourceLocation?
        if let encoded = members["location"] {
            guard let decoded = decodeLocation(encoded) else { return nil }
            location = decoded
        }
        var notes: [Diagnostic.Note] = []
        if let encoded = members["notes"] {
            guard let array = encoded.arrayValue, !array.isEmpty else { return nil }
            for element in array {
                guard let note = CacheJSON.members(element, required: ["message"], optional: ["location"]),
                    let noteMessage = note["message"]?.stringValue
                else { return nil }
                var noteLocation: SourceLocation?
                if let encodedLocation = note["location"] {
                    guard let decoded = decodeLocation(encodedLocation) else { return nil }
                    noteLocation = decoded
                }
                notes.append(Diagnostic.Note(noteMessage, at: noteLocation))
            }
        }
        var diagnostic = Diagnostic(rule: RuleID(rule), severity: severity, message: message, location: location, notes: notes)
        if let encoded = members["fixes"] {
            guard let array = encoded.arrayValue, !array.isEmpty else { return nil }
            for element in array {
                guard let fix = CacheJSON.members(element, required: ["message", "edits"]), let fixMessage = fix["message"]?.stringValue,
                    let encodedEdits = fix["edits"]?.arrayValue
                else { return nil }
                var edits: [FixIt.Edit] = []
                for encodedEdit in encodedEdits {
                    guard let parts = encodedEdit.arrayValue, parts.count == 3,
                        let lower = parts[0].numberValue?.integer.flatMap({ Int(exactly: $0) }),
                        let upper = parts[1].numberValue?.integer.flatMap({ Int(exactly: $0) }), lower <= upper,
                        let replacement = parts[2].stringValue
                    else { return nil }
                    edits.append(FixIt.Edit(range: SourceRange(lower, upper), replacement: replacement))
                }
                diagnostic.fixes.append(FixIt(fixMessage, edits: edits))
            }
        }
        return diagnostic
    }

    static func encode(_ location: SourceLocation) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "path": .string(location.path), "start": encode(location.start), "end": encode(location.end),
        ]
        if let excerpt = location.sourceLine {
            object["line"] = .string(excerpt.text)
            // Only a cut excerpt says where it starts and whether the line goes on.
            if excerpt.isCutBefore { object["lineColumn"] = .int(excerpt.firstColumn) }
            if excerpt.isCutAfter { object["lineCut"] = .bool(true) }
        }
        return .object(object)
    }

    /// A position as `[line, column, offset]`: short, since there are many.
    private static func encode(_ position: SourcePosition) -> JSONOutput {
        .array([.int(position.line), .int(position.column), .int(position.offset)])
    }

    static func decodeLocation(_ value: JSONValue) -> SourceLocation? {
        guard let members = CacheJSON.members(value, required: ["path", "start", "end"], optional: ["line", "lineColumn", "lineCut"]),
            let path = members["path"]?.stringValue, let start = members["start"].flatMap(decodePosition),
            let end = members["end"].flatMap(decodePosition)
        else { return nil }
        var excerpt: SourceLineExcerpt?
        if let encoded = members["line"] {
            guard let text = encoded.stringValue else { return nil }
            var firstColumn = 1
            if let encodedColumn = members["lineColumn"] {
                guard let column = encodedColumn.numberValue?.integer.flatMap({ Int(exactly: $0) }), column > 1 else { return nil }
                firstColumn = column
            }
            var isCutAfter = false
            if let encodedCut = members["lineCut"] {
                guard encodedCut.boolValue == true else { return nil }
                isCutAfter = true
            }
            excerpt = SourceLineExcerpt(text: text, firstColumn: firstColumn, isCutAfter: isCutAfter)
        } else if members["lineColumn"] != nil || members["lineCut"] != nil {
            return nil
        }
        return SourceLocation(path: path, start: start, end: end, sourceLine: excerpt)
    }

    private static func decodePosition(_ value: JSONValue) -> SourcePosition? {
        guard let numbers = value.arrayValue, numbers.count == 3 else { return nil }
        let integers = numbers.compactMap { $0.numberValue?.integer }.compactMap { Int(exactly: $0) }
        guard integers.count == 3 else { return nil }
        return SourcePosition(line: integers[0], column: integers[1], offset: integers[2])
    }
}

/// `CatalogFacts` as JSON and back.
enum CatalogFactsCoding {
    static func encode(_ facts: CatalogFacts) -> JSONOutput {
        var members: [String: JSONOutput] = [
            "id": .string(facts.id), "location": DiagnosticCoding.encode(facts.idLocation),
            "accessibility": .array(
                facts.accessibilityIdentifiers.map { use in
                    .object([
                        "identifier": .string(use.identifier), "location": DiagnosticCoding.encode(use.location),
                        "derived": .bool(use.isDerived),
                    ])
                }),
            "disable": .array(facts.disabledRules.map { .string($0.name) }),
        ]
        if !facts.tokenFindings.isEmpty { members["tokenFindings"] = .array(facts.tokenFindings.map { .int($0) }) }
        // Only specs with suppressions say whether their rules ran: it matters only to them.
        if !facts.suppressions.isEmpty {
            members["suppressions"] = .object([
                "rulesRan": .bool(facts.rulesRan),
                "entries": .array(
                    facts.suppressions.map { use in
                        .object([
                            "rule": .string(use.rule.name), "scope": .array([.int(use.scope.lowerBound), .int(use.scope.upperBound)]),
                            "location": DiagnosticCoding.encode(use.location),
                        ])
                    }),
            ])
        }
        return .object(members)
    }

    static func decode(_ value: JSONValue, path: String) -> CatalogFacts? {
        guard let members = CacheJSON.members(value, required: ["id", "location", "accessibility", "disable"], optional: ["tokenFindings", "suppressions"]),
            let id = members["id"]?.stringValue, let location = members["location"].flatMap(DiagnosticCoding.decodeLocation),
            let encodedUses = members["accessibility"]?.arrayValue, let encodedRules = members["disable"]?.arrayValue
        else { return nil }
        var uses: [CatalogFacts.IdentifierUse] = []
        for encoded in encodedUses {
            guard let use = CacheJSON.members(encoded, required: ["identifier", "location", "derived"]),
                let identifier = use["identifier"]?.stringValue, let useLocation = use["location"].flatMap(DiagnosticCoding.decodeLocation),
                let derived = use["derived"]?.boolValue
            else { return nil }
            uses.append(CatalogFacts.IdentifierUse(identifier: identifier, location: useLocation, isDerived: derived))
        }
        let rules = encodedRules.compactMap(\.stringValue).map(RuleID.init)
        guard rules.count == encodedRules.count else { return nil }
        var facts = CatalogFacts(path: path, id: id, idLocation: location, accessibilityIdentifiers: uses, disabledRules: rules)
        if let encoded = members["tokenFindings"] {
            guard let indices = encoded.arrayValue?.compactMap({ $0.numberValue?.integer.flatMap { Int(exactly: $0) } }),
                indices.count == encoded.arrayValue?.count
            else { return nil }
            facts.tokenFindings = indices
        }
        if let encoded = members["suppressions"] {
            guard let suppressions = CacheJSON.members(encoded, required: ["rulesRan", "entries"]),
                let rulesRan = suppressions["rulesRan"]?.boolValue, let entries = suppressions["entries"]?.arrayValue
            else { return nil }
            facts.rulesRan = rulesRan
            for entry in entries {
                guard let use = CacheJSON.members(entry, required: ["rule", "scope", "location"]),
                    let rule = use["rule"]?.stringValue, let scope = use["scope"]?.arrayValue, scope.count == 2,
                    let lower = scope[0].numberValue?.integer.flatMap({ Int(exactly: $0) }),
                    let upper = scope[1].numberValue?.integer.flatMap({ Int(exactly: $0) }), lower <= upper,
                    let location = use["location"].flatMap(DiagnosticCoding.decodeLocation)
                else { return nil }
                facts.suppressions.append(CatalogFacts.SuppressionUse(rule: RuleID(rule), scope: SourceRange(lower, upper), location: location))
            }
        }
        return facts
    }
}

/// Strict reading of the cache's JSON: an object with exactly the expected keys, each once.
/// Anything else means the file is not one this version wrote, and the cache is dropped.
///
/// The members are looked up in the object's own list: the objects have at most six keys,
/// and building a dictionary for each of the tens of thousands of them was a tenth of a
/// no-op rebuild.
enum CacheJSON {
    struct Members {
        let list: [JSONMember]

        subscript(key: String) -> JSONValue? {
            for member in list where member.key == key { return member.value }
            return nil
        }
    }

    static func members(_ value: JSONValue, required: [String], optional: [String] = []) -> Members? {
        guard let list = value.objectMembers else { return nil }
        var requiredFound = 0
        for (index, member) in list.enumerated() {
            if required.contains(member.key) {
                requiredFound += 1
            } else if !optional.contains(member.key) {
                return nil
            }
            for earlier in list[..<index] where earlier.key == member.key { return nil }
        }
        guard requiredFound == required.count else { return nil }
        return Members(list: list)
    }
}
