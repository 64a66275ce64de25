import Testing

/// The suites that configure `DialogLocale`, which is process-wide: nested here so that they
/// run one test at a time and never see another's locales.
@Suite(.serialized) enum ConfiguredRuntime {}
