import DialogDiagnostics
import DialogModel

/// Checks that need every spec at once: ids, generated type names and accessibility
/// identifiers must each be unique across everything compiled together. Specs arrive in
/// file order, so "the second one" is always the same one whatever the scheduling.
struct CatalogChecks {
    func check(_ specs: [DialogSpec]) -> [Diagnostic] {
        duplicateDialogIDs(specs) + collidingTypeNames(specs) + collidingAccessibilityIdentifiers(specs)
    }

    private func duplicateDialogIDs(_ specs: [DialogSpec]) -> [Diagnostic] {
        var first: [String: DialogSpec] = [:]
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            guard let earlier = first[spec.id.value] else {
                first[spec.id.value] = spec
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .duplicateID, CatalogMessage.duplicateDialogID(spec.id.value), in: spec.file, at: spec.id.range,
                    notes: [Diagnostic.Note(CatalogMessage.firstDialog, at: earlier.file.location(of: earlier.id.range))]))
        }
        return diagnostics
    }

    /// `team.invitation` and `teamInvitation` both become `TeamInvitationDialog`.
    private func collidingTypeNames(_ specs: [DialogSpec]) -> [Diagnostic] {
        var first: [String: DialogSpec] = [:]
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            let typeName = Self.typeName(for: spec.id.value)
            guard let earlier = first[typeName] else {
                first[typeName] = spec
                continue
            }
            // Equal ids are already a duplicate-id; this is about different ids.
            guard earlier.id.value != spec.id.value else { continue }
            diagnostics.append(
                Diagnostic(
                    .invalidIdentifier, CatalogMessage.typeNameCollision(spec.id.value, earlier.id.value, typeName),
                    in: spec.file, at: spec.id.range,
                    notes: [Diagnostic.Note(CatalogMessage.otherTypeName(typeName), at: earlier.file.location(of: earlier.id.range))]))
        }
        return diagnostics
    }

    private func collidingAccessibilityIdentifiers(_ specs: [DialogSpec]) -> [Diagnostic] {
        var first: [String: IdentifierUse] = [:]
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            for use in Self.accessibilityIdentifiers(of: spec) {
                guard let earlier = first[use.identifier] else {
                    first[use.identifier] = use
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        .duplicateID, CatalogMessage.duplicateAccessibilityIdentifier(use.identifier, derived: use.isDerived),
                        in: use.file, at: use.range,
                        notes: [Diagnostic.Note(CatalogMessage.firstAccessibilityUse, at: earlier.file.location(of: earlier.range))]))
            }
        }
        return diagnostics
    }

    /// The type a dialog's Swift is emitted as: `timer.delete` -> `TimerDeleteDialog`.
    static func typeName(for dialogID: String) -> String {
        SwiftIdentifier.upperCamelCase(dottedID: dialogID) + "Dialog"
    }

    /// Every accessibility identifier a dialog gives its views: its own, and each button's,
    /// written or derived as `<identifier>.<button id>`.
    static func accessibilityIdentifiers(of spec: DialogSpec) -> [IdentifierUse] {
        var uses: [IdentifierUse] = []
        let base = spec.accessibility?.identifier
        if let base { uses.append(IdentifierUse(identifier: base.value, file: spec.file, range: base.range, isDerived: false)) }
        for button in spec.buttons {
            if let written = button.accessibility.identifier {
                uses.append(IdentifierUse(identifier: written.value, file: spec.file, range: written.range, isDerived: false))
            } else if let base {
                uses.append(
                    IdentifierUse(identifier: "\(base.value).\(button.id.value)", file: spec.file, range: button.id.range, isDerived: true))
            }
        }
        return uses
    }

    struct IdentifierUse {
        var identifier: String
        var file: SourceFile
        var range: SourceRange
        /// Made from the dialog identifier and the button id rather than written.
        var isDerived: Bool
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
    static func otherTypeName(_ typeName: String) -> String { "'\(typeName)' is also generated from this id" }
    static func duplicateAccessibilityIdentifier(_ identifier: String, derived: Bool) -> String {
        let what = derived ? "this button's default accessibility identifier" : "the accessibility identifier"
        return "\(what) '\(identifier)' is already used; UI tests could not tell the two apart, so give one a unique identifier"
    }
    static let firstAccessibilityUse = "first used here"
}
