import DialogDiagnostics
import DialogModel

extension RuleContext {
    /// For rules that allow one button of a kind (`one-cancel`, `one-primary-action`): the
    /// first of `buttons` is taken as intended, and each later one is reported at its
    /// `role` with a note at the first.
    func findingsForRepeatedRoles(
        _ buttons: [DialogButton], message: (_ button: DialogButton, _ first: DialogButton) -> String,
        firstNote: (_ first: DialogButton) -> String
    ) -> [Diagnostic] {
        guard let first = buttons.first, let firstRole = first.role.written else { return [] }
        return buttons.dropFirst().compactMap { button in
            guard let role = button.role.written else { return nil }
            return finding(message(button, first), at: role.range, notes: [note(firstNote(first), at: firstRole.range)])
        }
    }
}
