import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogRules

/// Checks that need every spec at once: ids, generated type names and accessibility
/// identifiers must each be unique across everything compiled together. Specs arrive in
/// file order, so "the second one" is always the same one whatever the scheduling.
///
/// They read only each spec's `CatalogFacts`, which the build cache keeps, so a rebuild
/// runs them over every spec without decoding the specs it reuses.
struct CatalogChecks {
    func check(_ specs: [CatalogFacts]) -> [Diagnostic] {
        duplicateDialogIDs(specs) + collidingTypeNames(specs) + collidingAccessibilityIdentifiers(specs)
    }

    // The first use of each name is held as an index into `specs` (and into its uses), not
    // a copy of the facts: at 50,000 specs the copies were tens of megabytes at the peak.
    private func duplicateDialogIDs(_ specs: [CatalogFacts]) -> [Diagnostic] {
        var first: [String: Int] = [:]
        first.reserveCapacity(specs.count)
        var diagnostics: [Diagnostic] = []
        for (index, spec) in specs.enumerated() {
            guard let earlier = first[spec.id] else {
                first[spec.id] = index
                continue
            }
            diagnostics.append(
                Self.diagnostic(
                    .duplicateID, CatalogMessage.duplicateDialogID(spec.id), at: spec.idLocation,
                    note: Diagnostic.Note(CatalogMessage.firstDialog, at: specs[earlier].idLocation)))
        }
        return diagnostics
    }

    /// `team.invitation` and `teamInvitation` both become `TeamInvitationDialog`; `ab` and
    /// `aB` become `AbDialog` and `ABDialog`, whose files differ only in case and overwrite
    /// each other on a case-insensitive file system (macOS and Windows by default).
    private func collidingTypeNames(_ specs: [CatalogFacts]) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        first.reserveCapacity(specs.count)
        for (index, spec) in specs.enumerated() {
            let typeName = spec.typeName
            guard let earlierIndex = first[spec.typeNameKey] else {
                first[spec.typeNameKey] = index
                continue
            }
            let earlier = specs[earlierIndex]
            // Equal ids are already a duplicate-id; this is about different ids.
            guard earlier.id != spec.id else { continue }
            let message =
                earlier.typeName == typeName
                ? CatalogMessage.typeNameCollision(spec.id, earlier.id, typeName)
                : CatalogMessage.typeNameCaseCollision(spec.id, typeName, earlier.id, earlier.typeName)
            diagnostics.append(
                Self.diagnostic(
                    .invalidIdentifier, message, at: spec.idLocation,
                    note: Diagnostic.Note(
                        CatalogMessage.otherTypeName(earlier.typeName, same: earlier.typeName == typeName), at: earlier.idLocation)))
        }
        return diagnostics
    }

    private func collidingAccessibilityIdentifiers(_ specs: [CatalogFacts]) -> [Diagnostic] {
        var first: [String: (spec: Int32, use: Int32)] = [:]
        first.reserveCapacity(specs.count * 3)
        var diagnostics: [Diagnostic] = []
        for (specIndex, spec) in specs.enumerated() {
            for (useIndex, use) in spec.accessibilityIdentifiers.enumerated() {
                guard let earlier = first[use.identifier] else {
                    first[use.identifier] = (Int32(specIndex), Int32(useIndex))
                    continue
                }
                let earlierUse = specs[Int(earlier.spec)].accessibilityIdentifiers[Int(earlier.use)]
                diagnostics.append(
                    Self.diagnostic(
                        .duplicateID, CatalogMessage.duplicateAccessibilityIdentifier(use.identifier, derived: use.isDerived),
                        at: use.location, note: Diagnostic.Note(CatalogMessage.firstAccessibilityUse, at: earlierUse.location)))
            }
        }
        return diagnostics
    }

    private static func diagnostic(_ rule: RuleID, _ message: String, at location: SourceLocation, note: Diagnostic.Note) -> Diagnostic {
        Diagnostic(rule: rule, severity: rule.stageSeverity, message: message, location: location, notes: [note])
    }
}

/// What the checks across the catalog and the severity policy need from one spec: its id,
/// the accessibility identifiers it gives its views, and the rules it disables, each with
/// the location findings point at.
struct CatalogFacts: Sendable, Hashable {
    struct IdentifierUse: Sendable, Hashable {
        var identifier: String
        var location: SourceLocation
        /// Made from the dialog identifier and the button id rather than written.
        var isDerived: Bool
    }

    var path: String
    var id: String
    var idLocation: SourceLocation
    var accessibilityIdentifiers: [IdentifierUse]
    /// The rules the spec's `lint.disable` switches off.
    var disabledRules: [RuleID]
    /// The indices of the run's token contrast findings (`TokenContrast.Finding`) the spec
    /// shows, for the note naming them; the cache keeps them (the key covers the tokens).
    var tokenFindings: [Int] = []
    /// The spec's `lint.disable` suppressions (`Suppression`), for the severity policy.
    var suppressions: [SuppressionUse] = []
    /// Whether the rules ran on the spec (it had no input error): only then can a
    /// suppression that dropped nothing be called unused.
    var rulesRan = false

    /// A suppression as the policy needs it: the rule, the byte range it covers, and where
    /// its key is, for the finding when it suppresses nothing.
    struct SuppressionUse: Sendable, Hashable {
        var rule: RuleID
        var scope: SourceRange
        var location: SourceLocation
    }
    /// The type the id generates (`GeneratedSwiftNames.dialogType`), and that name lowercased
    /// for comparing file names: worked out with the spec's other facts, on every core,
    /// rather than in the serial check across the catalog.
    let typeName: String
    let typeNameKey: String

    init(path: String, id: String, idLocation: SourceLocation, accessibilityIdentifiers: [IdentifierUse], disabledRules: [RuleID]) {
        self.path = path
        self.id = id
        self.idLocation = idLocation
        self.accessibilityIdentifiers = accessibilityIdentifiers
        self.disabledRules = disabledRules
        typeName = GeneratedSwiftNames.dialogType(id: id)
        typeNameKey = typeName.lowercased()
    }

    /// The facts of `spec`, which shows the token contrast findings about `tokenPairs` it draws.
    init(_ spec: DialogSpec, rulesRan: Bool = false, showing tokenPairs: [TokenContrast.Pair] = []) {
        let file = spec.file
        var uses: [IdentifierUse] = []
        let base = spec.accessibility?.identifier
        if let base { uses.append(IdentifierUse(identifier: base.value, location: file.location(of: base.range), isDerived: false)) }
        for button in spec.buttons {
            if let written = button.accessibility.identifier {
                uses.append(IdentifierUse(identifier: written.value, location: file.location(of: written.range), isDerived: false))
            } else if let base {
                uses.append(
                    IdentifierUse(identifier: "\(base.value).\(button.id.value)", location: file.location(of: button.id.range), isDerived: true))
            }
        }
        self.init(
            path: file.path, id: spec.id.value, idLocation: file.location(of: spec.id.range), accessibilityIdentifiers: uses,
            disabledRules: spec.lint.disabled.map(\.value))
        let overrides = StyleOverrides(spec: spec)
        tokenFindings = tokenPairs.indices.filter { TokenContrast.shows(tokenPairs[$0], in: spec, overrides: overrides) }
        suppressions = spec.lint.suppressions.map {
            SuppressionUse(rule: $0.rule.value, scope: $0.scope, location: file.location(of: $0.rule.range))
        }
        self.rulesRan = rulesRan
    }
}

enum CatalogMessage {
    static func duplicateDialogID(_ id: String) -> String {
        "another spec already has the id '\(id)'; dialog ids must be unique across all specs compiled together"
    }
    static let firstDialog = "the first spec with this id"
    static func typeNameCollision(_ id: String, _ other: String, _ typeName: String) -> String {
        "the id '\(id)' generates the type '\(typeName)', as '\(other)' does; rename one of them"
    }
    static func typeNameCaseCollision(_ id: String, _ typeName: String, _ other: String, _ otherTypeName: String) -> String {
        "the id '\(id)' generates '\(typeName).swift' and '\(other)' generates '\(otherTypeName).swift', names that differ only in case; "
            + "on a case-insensitive file system (macOS, Windows) one file would overwrite the other, so rename one of the ids"
    }
    static func otherTypeName(_ typeName: String, same: Bool) -> String {
        "'\(typeName)' is \(same ? "also " : "")generated from this id"
    }
    static func duplicateAccessibilityIdentifier(_ identifier: String, derived: Bool) -> String {
        let what = derived ? "this button's default accessibility identifier" : "the accessibility identifier"
        return "\(what) '\(identifier)' is already used; UI tests could not tell the two apart, so give one a unique identifier"
    }
    static let firstAccessibilityUse = "first used here"
}
