import DialogRuntime

/// What an app built with `"runtime": "library"` does once at launch: hand the config's
/// locales and Korean line-break policy (the generated `DialogProject`) to `DialogRuntime`.
public enum Launch {
    public static func configureDialogs() {
        DialogProject.configure()
    }

    /// The timer's delete dialog in `locale`, as a screen would show it.
    static func deleteDialog(locale: String) -> DialogState<TimerDeleteDialog.Action> {
        TimerDeleteDialog().state(locale: locale)
    }
}
