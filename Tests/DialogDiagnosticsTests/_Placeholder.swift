// DialogDiagnosticsTests
