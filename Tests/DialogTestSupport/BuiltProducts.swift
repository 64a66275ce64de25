import Foundation

/// What `swift build` made for the tests: `swift test` builds every product into the folder
/// of the test runner (`.build/debug/dialogcPackageTests.xctest`, on macOS a bundle inside
/// that folder), so a product is looked for in that folder and up to three above it.
public enum BuiltProducts {
    /// The first answer of `match` for the runner's folder and the three above it, nearest
    /// first; nil when none answers.
    public static func first(_ match: (URL) -> String?) -> String? {
        let starts = [Bundle.main.executablePath, CommandLine.arguments.first].compactMap { $0 }
            + Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
        for start in starts {
            var url = URL(fileURLWithPath: start)
            for _ in 0..<4 {
                url.deleteLastPathComponent()
                if let found = match(url) { return found }
            }
        }
        return nil
    }

    /// The folder holding the built `DialogRuntime.swiftmodule` in the products folder
    /// `products`: its `Modules` folder (SwiftPM 6) or itself.
    public static func runtimeModules(in products: URL) -> String? {
        [products.appendingPathComponent("Modules").path, products.path].first {
            FileManager.default.fileExists(atPath: $0 + "/DialogRuntime.swiftmodule")
        }
    }
}
