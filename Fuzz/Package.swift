// swift-tools-version:6.0
import PackageDescription

// libFuzzer drivers for dialogc, one executable per fuzz target. They live in their own
// package because libFuzzer brings its own `main` and every module has to be built with
// `-sanitize=fuzzer,address`: as targets of the root package they would break its plain
// `swift build` / `swift test`. Each driver is only the `LLVMFuzzerTestOneInput` shim; the
// work and the oracles are in the root package's `DialogFuzzing` library, which the replay
// tests call too. Build and run them with `Fuzz/fuzz.sh` (see FUZZING.md).
let targets = ["json", "spec", "markup", "tokens", "lint", "font", "lsp"]

let package = Package(
    name: "DialogcFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dialogc", path: ".."),
    ],
    targets: [
        .target(name: "FuzzerDriver"),
    ] + targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzerDriver", .product(name: "DialogFuzzing", package: "dialogc")],
            path: "Sources/\(name)"
        )
    }
)
