/// The version of dialogc, passed into every output that names it (SARIF, generated file
/// headers) so that outputs never depend on the environment.
public enum DialogcVersion {
    public static let current = "0.1.0"
}
