import DialogRuntime

/// What an app built with `"runtime": "library"` calls: the dialogs alone. Nothing is
/// configured at launch; each dialog carries the config's locales.
public enum Launch {
    /// The timer's delete dialog in `locale`, as a screen would show it.
    static func deleteDialog(locale: String) -> DialogState<TimerDeleteDialog.Action> {
        TimerDeleteDialog().state(locale: locale)
    }
}
