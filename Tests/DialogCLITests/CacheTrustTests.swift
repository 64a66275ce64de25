@testable import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The caches through the real executable: a cache file that came with the checkout is not
/// believed, a build or lint that changes nothing writes nothing, and two checkouts of one
/// project in different folders share a cache.
@Suite(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
struct CacheTrustTests {
    /// The executable, with its per-user cache folder in a temporary folder of its own (so
    /// no test reads or makes a key in the home folder) and, given `key`, `DIALOGC_CACHE_KEY`.
    struct Executable {
        let cacheHome: TemporaryDirectory

        init() throws { cacheHome = try TemporaryDirectory() }

        func run(_ arguments: [String], in directory: String, key: String? = nil) throws -> (status: Int32, output: String, error: String) {
            try DialogcExecutable.run(arguments, in: directory, environment: ["XDG_CACHE_HOME": cacheHome.path, "DIALOGC_CACHE_KEY": key])
        }
    }

    /// A cache file with each entry changed by `edit` and signed again with `key`: what
    /// someone with a key of their own (or none that counts) can commit. The file's code, its
    /// last line, is the HMAC of the header line, a line feed and each entry line's SHA-256.
    static func forge(_ path: String, key: String, edit: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.removeLast() == "")
        let code = lines.removeLast()
        #expect(code.utf8.count == 64 && code.allSatisfy(\.isHexDigit), "the file ends with its code")
        var signed = Array((lines[0] + "\n").utf8)
        for index in lines.indices.dropFirst() {
            lines[index] = edit(lines[index])
            signed += SHA256.digest(Array(lines[index].utf8))
        }
        lines += [HMACSHA256(key: Array(key.utf8)).hex(signed), ""]
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `"diagnostics":[…]` emptied: the entry says the spec has no findings.
    static func withoutFindings(_ entry: String) -> String {
        guard let start = entry.range(of: #""diagnostics":["#) else { return entry }
        var depth = 1
        var inString = false
        var escaped = false
        var index = start.upperBound
        while index < entry.endIndex, depth > 0 {
            let character = entry[index]
            if escaped {
                escaped = false
            } else if inString {
                if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            }
            index = entry.index(after: index)
        }
        return String(entry[..<start.upperBound]) + "]" + String(entry[index...])
    }

    @Test func aLintCacheTheCheckoutBroughtIsIgnored() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let dialogc = try Executable()
        defer { dialogc.cacheHome.remove() }
        // Errors of its own only (a duplicate id would be found across specs, never cached).
        try project.folder.write("specs/broken.dialog.json", LintCommandTests.oneProblemSpec.replacingOccurrences(of: "timer.delete", with: "timer.broken"))
        // Someone else's machine: a cache whose entries say no spec has a finding.
        let fresh = try dialogc.run(["lint"], in: project.path, key: "someone else")
        #expect(fresh.status == 1)
        let cache = project.path + "/.dialogc-lint-cache.jsonl"
        try Self.forge(cache, key: "someone else", edit: Self.withoutFindings)
        let forged = try String(contentsOfFile: cache, encoding: .utf8)
        // Under the key that signed it, the forged file would hide the error:
        #expect(try dialogc.run(["lint"], in: project.path, key: "someone else").status == 0)

        // The checkout brings it; this user has a key of their own, and it does not verify.
        try forged.write(toFile: cache, atomically: true, encoding: .utf8)
        let lint = try dialogc.run(["lint"], in: project.path)
        #expect(lint.status == 1, "\(lint.error)")
        #expect(lint.output.contains("specs/broken.dialog.json") && lint.output.contains("error"), "\(lint.output)")
        #expect(lint.output == fresh.output)
        // Nor with no code at all.
        try forged.replacingOccurrences(of: #"(?m)^[0-9a-f]{64}$"#, with: String(repeating: "0", count: 64), options: .regularExpression)
            .write(toFile: cache, atomically: true, encoding: .utf8)
        #expect(try dialogc.run(["lint"], in: project.path).status == 1)
        // The key file is this user's alone.
        let keyFile = dialogc.cacheHome.path + "/dialogc/cache-key"
        let permissions = try #require(try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions] as? NSNumber)
        #expect(permissions.intValue & 0o777 == 0o600)
    }

    @Test func aBuildCacheTheCheckoutBroughtIsIgnored() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let dialogc = try Executable()
        defer { dialogc.cacheHome.remove() }
        #expect(try dialogc.run(["build"], in: project.path, key: "someone else").status == 0)
        // The spec gets an error; the cache entry for the old bytes is moved to the new ones
        // and signed with the other key, so the generated files stay and nothing is checked.
        let specPath = project.path + "/specs/warn.dialog.json"
        let old = SHA256.hex(Array(try #require(FileManager.default.contents(atPath: specPath))))
        let broken = BuildProject.warningSpec.replacingOccurrences(of: #""title": {"ko""#, with: #""titel": {"ko""#)
        try broken.write(toFile: specPath, atomically: true, encoding: .utf8)
        let new = SHA256.hex(Array(broken.utf8))
        try Self.forge(project.out + "/.dialogc-cache.jsonl", key: "someone else") { entry in
            entry.replacingOccurrences(of: #""hash":"\#(old)""#, with: #""hash":"\#(new)""#)
        }
        let forged = try String(contentsOfFile: project.out + "/.dialogc-cache.jsonl", encoding: .utf8)
        #expect(try dialogc.run(["build"], in: project.path, key: "someone else").status == 0, "the forgery works under its own key")

        try forged.write(toFile: project.out + "/.dialogc-cache.jsonl", atomically: true, encoding: .utf8)
        let build = try dialogc.run(["build"], in: project.path)
        #expect(build.status == 1, "\(build.error)")
        #expect(build.output.contains("specs/warn.dialog.json") && build.output.contains("titel"), "\(build.output)")
    }

    /// Every file of a folder, hidden ones too, by its inode and modification time.
    static func stamps(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            var info = stat()
            #expect(lstat(folder + "/" + name, &info) == 0)
            result[name] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        }
        return result
    }

    @Test func aBuildThatChangesNothingWritesNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let dialogc = try Executable()
        defer { dialogc.cacheHome.remove() }
        #expect(try dialogc.run(["build"], in: project.path).status == 0)
        let before = try Self.stamps(project.out)
        #expect(before[".dialogc-stamps"] != nil && before[".dialogc-cache.jsonl"] != nil)
        for _ in 0..<2 {
            let again = try dialogc.run(["build"], in: project.path)
            #expect(again.status == 0)
            #expect(try Self.stamps(project.out) == before, "\(again.error)")
        }
    }

    @Test func aLintThatChangesNothingWritesNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let dialogc = try Executable()
        defer { dialogc.cacheHome.remove() }
        #expect(try dialogc.run(["lint"], in: project.path).status == 0)
        let before = try Self.stamps(project.path)
        #expect(before[".dialogc-lint-cache.jsonl"] != nil)
        #expect(try dialogc.run(["lint"], in: project.path).status == 0)
        #expect(try Self.stamps(project.path) == before)
    }

    /// A build's cache, copied into another checkout of the project (a CI cache restored on
    /// another runner), is used there: paths are typed differently and the folder differs.
    @Test func twoCheckoutsShareABuildCache() throws {
        let first = try BuildProject()
        let second = try BuildProject()
        defer {
            first.remove()
            second.remove()
        }
        let dialogc = try Executable()
        defer { dialogc.cacheHome.remove() }
        #expect(try dialogc.run(["build"], in: first.path, key: "ci").status == 0)
        try FileManager.default.copyItem(atPath: first.out, toPath: second.out)
        let arguments = ["build", second.specs, "--config", second.config, "--out", second.out]
        let shared = try dialogc.run(arguments, in: "/", key: "ci")
        #expect(shared.status == 0)
        #expect(shared.error.contains(": 0 compiled, 7 up to date;"), "\(shared.error)")
        // What it reports (warnings with notes into the config) is what a fresh build reports.
        let fresh = try dialogc.run(arguments + ["--no-cache"], in: "/", key: "ci")
        #expect(shared.output == fresh.output)
        #expect(shared.output.contains(second.path + "/specs/warn.dialog.json"))
    }

    /// The same for lint, in-process: the second checkout's run replays every spec, and
    /// reports exactly what a run without the cache reports.
    @Test func twoCheckoutsShareALintCache() throws {
        let first = try BuildProject()
        let second = try BuildProject()
        defer {
            first.remove()
            second.remove()
        }
        func lint(_ project: BuildProject, cache: Bool) -> LintResult {
            LintPipeline().run(
                LintRequest(inputs: [project.specs], configPath: project.config, keepsSpecs: false, usesCache: cache, cacheSecret: CommandRunner.cacheSecret))
        }
        #expect(lint(first, cache: true).cachedCount == 0)
        try FileManager.default.copyItem(atPath: first.path + "/.dialogc-lint-cache.jsonl", toPath: second.path + "/.dialogc-lint-cache.jsonl")
        let shared = lint(second, cache: true)
        #expect(shared.cachedCount == 7)
        #expect(shared.diagnostics == lint(second, cache: false).diagnostics)
        #expect(!shared.diagnostics.isEmpty)
        #expect(shared.diagnostics.allSatisfy { $0.location.map { $0.path.hasPrefix(second.path + "/") } ?? true })
    }
}
