// swift-tools-version:6.0
import PackageDescription

// The arrows between targets are the architecture: diagnostics know nothing of JSON,
// the JSON parser knows nothing of dialogs, the model never prints, and only the CLI
// chooses formats and exit codes. See docs/ARCHITECTURE-NOTES.md.
let package = Package(
    name: "dialogc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dialogc", targets: ["dialogc"]),
        .library(name: "DialogCompiler", targets: ["DialogCompiler"]),
        .library(name: "DialogFuzzing", targets: ["DialogFuzzing"]),
        .library(name: "DialogRuntime", targets: ["DialogRuntime"]),
        .plugin(name: "DialogcBuildPlugin", targets: ["DialogcBuildPlugin"]),
    ],
    targets: [
        .target(name: "DialogDiagnostics"),
        // What generated dialogs run on: imported by an app built with `"runtime": "library"`,
        // and embedded as text in DialogEmit (`EmbeddedRuntime`) for `"runtime": "embedded"`.
        .target(name: "DialogRuntime"),
        .target(name: "DialogJSON", dependencies: ["DialogDiagnostics"]),
        .target(name: "DialogModel", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogRuntime"]),
        .target(name: "DialogTokens", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogModel"]),
        .target(name: "DialogRules", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogModel", "DialogTokens", "DialogLayout"]),
        .target(
            name: "DialogLayout", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogModel", "DialogTokens"],
            // The toolchain's ICU on Linux: word dictionaries for Thai, Lao, Khmer and Myanmar line breaks.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .target(name: "DialogCompiler", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogModel", "DialogTokens", "DialogRules", "DialogEmit", "DialogLayout"]),
        .target(name: "DialogFormatters", dependencies: ["DialogDiagnostics", "DialogJSON"]),
        // `dialogc lsp`: the Language Server Protocol over abstract byte streams; it never prints.
        .target(name: "DialogLanguageServer", dependencies: ["DialogCompiler", "DialogDiagnostics", "DialogJSON", "DialogLayout", "DialogModel", "DialogRules", "DialogTokens"]),
        .target(name: "DialogCLI", dependencies: ["DialogCompiler", "DialogLanguageServer", "DialogDiagnostics", "DialogFormatters", "DialogModel", "DialogTokens", "DialogRules", "DialogLayout", "DialogJSON"]),
        .target(name: "DialogEmit", dependencies: ["DialogDiagnostics", "DialogJSON", "DialogModel", "DialogTokens", "DialogLayout"], exclude: ["Catalog/Assets"]),
        .target(name: "DialogFuzzing", dependencies: ["DialogCLI", "DialogCompiler", "DialogDiagnostics", "DialogJSON", "DialogLanguageServer", "DialogLayout", "DialogModel", "DialogRules", "DialogTokens"]),
        .executableTarget(name: "dialogc", dependencies: ["DialogCLI"]),
        .executableTarget(
            name: "dialogc-bench",
            dependencies: ["DialogJSON", "DialogDiagnostics", "DialogModel", "DialogLayout", "DialogLanguageServer"],
            path: "Sources/DialogBenchmark"
        ),
        .plugin(name: "DialogcBuildPlugin", capability: .buildTool(), dependencies: ["dialogc"]),

        .target(name: "DialogTestSupport", dependencies: ["DialogDiagnostics"], path: "Tests/DialogTestSupport"),
        .testTarget(name: "DialogDiagnosticsTests", dependencies: ["DialogDiagnostics", "DialogFormatters", "DialogJSON", "DialogTestSupport", "DialogRules"]),
        .testTarget(name: "DialogJSONTests", dependencies: ["DialogJSON", "DialogTestSupport"]),
        .testTarget(name: "DialogModelTests", dependencies: ["DialogModel", "DialogJSON", "DialogTestSupport", "DialogRules"], exclude: ["make_plural_rules.py"]),
        .testTarget(name: "DialogTokensTests", dependencies: ["DialogTokens", "DialogModel", "DialogJSON", "DialogTestSupport", "DialogRules"]),
        .testTarget(name: "DialogRulesTests", dependencies: ["DialogRules", "DialogTokens", "DialogModel", "DialogJSON", "DialogTestSupport"]),
        .testTarget(name: "DialogCLITests", dependencies: ["DialogCLI", "DialogCompiler", "DialogEmit", "DialogLanguageServer", "DialogTestSupport", "dialogc-bench"], exclude: ["chromium_devtools.py", "lsp_client_test.py"]),
        .testTarget(name: "DialogEmitTests", dependencies: ["DialogEmit", "DialogModel", "DialogJSON", "DialogTokens", "DialogTestSupport", "DialogRules"], exclude: ["SwiftUIStandIn"]),
        .testTarget(name: "DialogLayoutTests", dependencies: ["DialogLayout", "DialogDiagnostics", "DialogJSON", "DialogModel", "DialogTokens", "DialogTestSupport", "DialogRules"], exclude: ["make_fallback_metrics.py", "make_joining_table.py", "make_line_break_table.py", "make_script_extensions_table.py", "make_script_table.py", "unicode_data.py"]),
        .testTarget(name: "DialogRuntimeTests", dependencies: ["DialogRuntime"]),
        .testTarget(name: "DialogFuzzingTests", dependencies: ["DialogFuzzing", "DialogDiagnostics", "DialogTestSupport"]),
        .testTarget(name: "SchemaTests", dependencies: ["DialogTestSupport"], exclude: ["validate_fixtures.py"]),
    ]
)
