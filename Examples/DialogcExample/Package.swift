// swift-tools-version:6.0
import PackageDescription

// An app-side package using dialogc's build plugin through a local path dependency: the
// specs in Sources/ExampleDialogs become Swift when the target builds. `bash .ci/run` tests it.
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
    ]
)
