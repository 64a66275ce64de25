// swift-tools-version:6.0
import PackageDescription

// An app-side package using dialogc's build plugin through a local path dependency: the
// specs in Sources/ExampleDialogs become Swift when the target builds, with the runtime
// written beside them (`"runtime": "embedded"`, the default); Sources/LibraryDialogs has its
// config say `"runtime": "library"`, so it depends on the DialogRuntime product instead.
// Sources/ReportDialogs is the new-user check: one dialog with a slot, a text field, a
// checkbox and an async button, presented with SwiftUI, UIKit and TCA (`"tca": true`).
// `bash .ci/run` tests all three.
let package = Package(
    name: "DialogcExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dialogc", path: "../.."),
    ],
    targets: [
        .target(
            name: "ExampleDialogs",
            plugins: [.plugin(name: "DialogcBuildPlugin", package: "dialogc")]
        ),
        .testTarget(name: "ExampleDialogsTests", dependencies: ["ExampleDialogs"]),
        .target(
            name: "LibraryDialogs",
            dependencies: [.product(name: "DialogRuntime", package: "dialogc")],
            plugins: [.plugin(name: "DialogcBuildPlugin", package: "dialogc")]
        ),
        .testTarget(name: "LibraryDialogsTests", dependencies: ["LibraryDialogs", .product(name: "DialogRuntime", package: "dialogc")]),
        .target(
            name: "ReportDialogs",
            plugins: [.plugin(name: "DialogcBuildPlugin", package: "dialogc")]
        ),
        .testTarget(name: "ReportDialogsTests", dependencies: ["ReportDialogs"]),
    ]
)
