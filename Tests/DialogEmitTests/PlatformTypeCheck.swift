import DialogEmit
import DialogTestSupport
import Foundation

/// Type-checks generated Swift against the stand-ins in `SwiftUIStandIn/` as one Apple
/// platform would, on Linux, where `swiftc` knows no Apple platform:
///
/// - **Availability.** Each `@available(iOS 17, macOS 14, ..., *)` in the stand-ins and the
///   generated code becomes, for the platform checked, custom availability domains
///   (`@available(iOS_17)`), one per version above the platform's first SwiftUI release
///   (the deployment target the check compiles at). A declaration gets the domains of every
///   version up to its own, so a use is accepted only inside a declaration (or stand-in API)
///   at least as new, as Apple's compiler decides. `@available(macOS, unavailable)` becomes
///   `@available(*, unavailable)` on macOS and disappears elsewhere. The domains are
///   dynamic, so nothing is assumed available.
/// - **Branches.** `os(NAME)` in `#if` lines becomes a `-D` flag set for the platform
///   (`os(macOS)` is `DIALOGC_OS_macOS`); `canImport(UIKit)` is true exactly where an empty
///   `UIKit` module is on the search path, and `UIKit.swift` and `SwiftUI+UIKit.swift` are
///   compiled in; elsewhere (macOS) `AppKit` is, with `AppKit.swift`. With `tca`, an empty
///   `ComposableArchitecture` module and `ComposableArchitecture.swift` are added the same way,
///   with `SwiftUI+Observation.swift` (`Bindable`, which TCA's scoping extends).
/// - **One module.** The compiler cannot yet read custom domains back from a compiled
///   module, so the stand-in declarations are compiled into the checked module; empty
///   `SwiftUI` (and `UIKit`) modules make `canImport` and `import` work, and the generated
///   code's qualified names (`SwiftUI.View`) are read as the checked module's
///   (`Generated.View`).
/// - **Real modules** (`checkAgainstModules`): the stand-ins compiled as the frameworks' own
///   modules, without availability, for what one module cannot show: that an app type of a
///   framework's name (`struct View {}` beside the generated code) replaces nothing there.
///
/// `#available` is not rewritten: generated code has no use for it, and meeting one fails
/// the check with that message rather than checking it wrongly.
struct PlatformTypeCheck {
    struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
        var parts: [Int]

        init?(_ text: Substring) {
            let parts = text.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { return nil }
            self.parts = parts.compactMap { $0 }
            while self.parts.count > 1, self.parts.last == 0 { self.parts.removeLast() }
        }

        static func < (lhs: Version, rhs: Version) -> Bool {
            lhs.parts.lexicographicallyPrecedes(rhs.parts)
        }

        var description: String { parts.map(String.init).joined(separator: ".") }
    }

    struct Platform: Sendable, CustomStringConvertible {
        /// As `@available` and `os()` spell it.
        var name: String
        /// The deployment target the check compiles at: SwiftUI's first release there.
        var checkedFrom: Version
        /// UIKit where true, else AppKit (macOS).
        var hasUIKit: Bool

        var description: String { name }
        var osFlag: String { "DIALOGC_OS_" + name }

        func domain(_ version: Version) -> String {
            name + "_" + version.parts.map(String.init).joined(separator: "_")
        }

        static let iOS = Platform(name: "iOS", checkedFrom: Version("13")!, hasUIKit: true)
        static let macOS = Platform(name: "macOS", checkedFrom: Version("10.15")!, hasUIKit: false)
        static let tvOS = Platform(name: "tvOS", checkedFrom: Version("13")!, hasUIKit: true)
        static let watchOS = Platform(name: "watchOS", checkedFrom: Version("6")!, hasUIKit: true)
        static let visionOS = Platform(name: "visionOS", checkedFrom: Version("1")!, hasUIKit: true)
        static let all = [iOS, macOS, tvOS, watchOS, visionOS]
    }

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    static let standInFolder = RepositoryPaths.root + "/Tests/DialogEmitTests/SwiftUIStandIn"

    let compiler: SwiftCompiler
    let platform: Platform
    /// Whether the Composable Architecture stand-in is there (`canImport(ComposableArchitecture)`).
    var tca = false
    /// Whether `checkAgainstModules` compiles `Sources/DialogRuntime` as the `DialogRuntime`
    /// module, against the stand-ins, before the checked code (which imports it).
    var compilesRuntime = false
    /// A change to one of the runtime's files before it is compiled (a mutation the check must
    /// reject): its path from the repository root, the text to replace and its replacement.
    var runtimeEdit: (path: String, text: String, replacement: String)?

    /// Type-checks `files` (generated code and app code using it) for the platform.
    func check(_ files: [OutputFile]) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var modules = ["SwiftUI", "Accessibility"]
        var standIns = ["SwiftUI.swift", "Accessibility.swift"]
        if platform.hasUIKit {
            modules.append("UIKit")
            standIns += ["UIKit.swift", "SwiftUI+UIKit.swift"]
        } else {
            modules.append("AppKit")
            standIns += ["AppKit.swift", "SwiftUI+AppKit.swift"]
        }
        if tca {
            modules.append("ComposableArchitecture")
            standIns += ["ComposableArchitecture.swift", "SwiftUI+Observation.swift"]
        }
        for module in modules {
            let source = try directory.write("modules/\(module).swift", "@_exported import Foundation\n")
            let built = try compiler.run([
                "-emit-module", "-parse-as-library", "-module-name", module,
                "-emit-module-path", directory.path + "/modules/\(module).swiftmodule", source,
            ])
            guard built.status == 0 else { return built }
        }
        let sources =
            try standIns.map { name in
                OutputFile(relativePath: "StandIn/" + name, contents: try String(contentsOfFile: Self.standInFolder + "/" + name, encoding: .utf8))
            } + files
        let versions = sources.reduce(into: Set<Version>()) { versions, file in
            versions.formUnion(Self.versions(in: file.contents, platform: platform))
        }
        let domains = versions.filter { $0 > platform.checkedFrom }.sorted()
        var paths: [String] = []
        for file in sources {
            let text = Self.inOneModule(try Self.rewrite(file.contents, for: platform, domains: domains))
            paths.append(try directory.write("sources/" + file.relativePath, text))
        }
        var arguments = [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated",
            "-I", directory.path + "/modules", "-enable-experimental-feature", "CustomAvailability", "-D", platform.osFlag,
            // A debug build's: the previews are compiled only there.
            "-D", "DEBUG",
        ]
        for version in domains {
            arguments += ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", platform.domain(version)]
        }
        return try compiler.run(arguments + paths)
    }

    /// Type-checks `files` against the stand-ins compiled as the modules `SwiftUI`,
    /// `Accessibility`, the platform's `UIKit` or `AppKit` and, with `tca`,
    /// `ComposableArchitecture`, as an app target importing Apple's frameworks sees them.
    /// Availability is left out (a compiled module cannot carry the check's custom domains):
    /// `check(_:)` checks it.
    func checkAgainstModules(_ files: [OutputFile]) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let platformKit = platform.hasUIKit ? "UIKit" : "AppKit"
        var modules: [(name: String, standIns: [String], imports: [String])] = [
            (platformKit, [platformKit + ".swift"], []),
            ("Accessibility", ["Accessibility.swift"], []),
            ("SwiftUI", ["SwiftUI.swift", "SwiftUI+\(platformKit).swift"] + (tca ? ["SwiftUI+Observation.swift"] : []), [platformKit]),
        ]
        if tca { modules.append(("ComposableArchitecture", ["ComposableArchitecture.swift"], ["SwiftUI"])) }
        let flags = ["-swift-version", "6", "-warnings-as-errors", "-I", directory.path + "/modules", "-D", platform.osFlag, "-D", "DEBUG"]
        for module in modules {
            var paths: [String] = []
            for name in module.standIns {
                let source = try String(contentsOfFile: Self.standInFolder + "/" + name, encoding: .utf8)
                let text = module.imports.map { "import \($0)\n" }.joined() + (try Self.rewrite(source, for: platform, domains: []))
                paths.append(try directory.write("standIns/\(module.name)/" + name, text))
            }
            let built = try compiler.run(
                ["-emit-module", "-parse-as-library", "-module-name", module.name, "-emit-module-path", directory.path + "/modules/\(module.name).swiftmodule"]
                    + flags + paths)
            guard built.status == 0 else { return built }
        }
        if compilesRuntime {
            // `Sources/DialogRuntime` itself as a module against the stand-ins, so that its
            // `canImport(UIKit)` (and later SwiftUI and TCA) parts are compiled as an app sees them.
            var paths: [String] = []
            for path in try Self.runtimeSources() {
                var source = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
                if let runtimeEdit, runtimeEdit.path == path {
                    guard source.contains(runtimeEdit.text) else { throw Unsupported(description: "\(path) has no '\(runtimeEdit.text)' to change") }
                    source = source.replacingOccurrences(of: runtimeEdit.text, with: runtimeEdit.replacement)
                }
                paths.append(try directory.write("runtime/" + path, try Self.rewrite(source, for: platform, domains: [])))
            }
            // `-package-name`: the library shares its locale lookup with dialogc's own targets (`package`).
            let built = try compiler.run(
                ["-emit-module", "-parse-as-library", "-module-name", "DialogRuntime", "-package-name", "dialogc", "-emit-module-path", directory.path + "/modules/DialogRuntime.swiftmodule"]
                    + flags + paths)
            guard built.status == 0 else { return built }
        }
        var paths: [String] = []
        for file in files {
            paths.append(try directory.write("sources/" + file.relativePath, try Self.rewrite(file.contents, for: platform, domains: [])))
        }
        return try compiler.run(["-typecheck", "-wmo", "-module-name", "App"] + flags + paths)
    }

    /// The Swift files of `Sources/DialogRuntime`, from the repository root, sorted.
    static func runtimeSources() throws -> [String] {
        let folder = "Sources/DialogRuntime"
        guard let enumerator = FileManager.default.enumerator(atPath: RepositoryPaths.root + "/" + folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    // MARK: Rewriting

    /// `source` with the frameworks' names as qualifiers (`SwiftUI.View`) made the checked
    /// module's (`Generated.View`), where `check(_:)` compiles their stand-ins; `import` lines
    /// are kept.
    static func inOneModule(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard !line.hasPrefix("import "), !line.hasPrefix("@_exported import ") else { return String(line) }
            return String(line).replacing(/(^|[^\w.])(?:SwiftUI|Accessibility|UIKit|AppKit|ComposableArchitecture)\.([A-Z_])/) {
                $0.output.1 + "Generated." + $0.output.2
            }
        }.joined(separator: "\n")
    }

    /// Every version the platform is given in `@available` attributes.
    static func versions(in source: String, platform: Platform) -> [Version] {
        attributes(in: source).compactMap { inner in
            arguments(inner).lazy.compactMap { argument -> Version? in
                let words = argument.split(separator: " ")
                guard words.count == 2, words[0] == platform.name else { return nil }
                return Version(words[1])
            }.first
        }
    }

    /// `source` in the platform's terms: attributes as domains, `os()` in `#if` lines as flags.
    static func rewrite(_ source: String, for platform: Platform, domains: [Version]) throws -> String {
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(line)
            if line.contains("#available(") || line.contains("#unavailable(") {
                throw Unsupported(description: "`#available` is not rewritten by the platform check: \(line)")
            }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") {
                line = line.replacing(/os\((\w+)\)/) { "DIALOGC_OS_" + $0.output.1 }
            }
            var rewritten = ""
            var rest = line[...]
            while let range = rest.range(of: "@available(") {
                guard let close = rest[range.upperBound...].firstIndex(of: ")") else {
                    throw Unsupported(description: "an `@available` that does not close on its line: \(line)")
                }
                rewritten += rest[..<range.lowerBound]
                rewritten += try attribute(String(rest[range.upperBound..<close]), for: platform, domains: domains)
                rest = rest[rest.index(after: close)...]
            }
            line = rewritten + rest
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One attribute's arguments (`iOS 17, macOS 14, *`) in the platform's terms.
    private static func attribute(_ inner: String, for platform: Platform, domains: [Version]) throws -> String {
        let arguments = arguments(inner)
        guard let first = arguments.first else { throw Unsupported(description: "an empty `@available()`") }
        if first == "*" { return "@available(\(inner))" }
        if !first.contains(" ") {
            // `@available(macOS, unavailable)`: the platform-only form.
            let rest = arguments.dropFirst().joined(separator: ", ")
            return first == platform.name ? "@available(*, \(rest))" : ""
        }
        guard arguments.last == "*" else { throw Unsupported(description: "`@available(\(inner))` does not end in `*`") }
        for argument in arguments.dropLast() {
            let words = argument.split(separator: " ")
            guard words.count == 2, let version = Version(words[1]) else {
                throw Unsupported(description: "`\(argument)` in `@available(\(inner))` is not `PLATFORM VERSION`")
            }
            guard words[0] == platform.name else { continue }
            return domains.filter { $0 <= version }.map { "@available(\(platform.domain($0)))" }.joined(separator: " ")
        }
        return ""
    }

    private static func arguments(_ inner: String) -> [String] {
        inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func attributes(in source: String) -> [String] {
        source.matches(of: /@available\(([^)]*)\)/).map { String($0.output.1) }
    }
}
