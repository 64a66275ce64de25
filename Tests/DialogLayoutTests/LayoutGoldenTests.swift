import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// The layout trees of every reference spec, kept as goldens (ARCHITECTURE.md habits 5 and
/// 6): `Fixtures/layout/<spec stem>/<device>-<size>-<locale>-<theme>.json`, re-recorded only
/// with `DIALOGC_RECORD=1`.
///
/// Combinations: the config's three devices (iphone-se, iphone-15, ipad-11), the default
/// and a mid accessibility Dynamic Type size (`large`, `accessibility3`), the config's
/// locales (ko, en), theme `light`; `dark` only differs in colours, so one spec
/// (team-invitation) also keeps its dark trees. Text is measured with the config's font,
/// a subset of Noto Sans CJK KR with its `locl` and `kern` features.
@Suite struct LayoutGoldenTests {
    static let sizes: [DynamicTypeSize] = [.large, .accessibility3]
    static let darkSpecs: Set<String> = ["team-invitation"]

    struct Case: CustomStringConvertible {
        var fixture: LayoutFixtures.Fixture
        var device: Device
        var size: DynamicTypeSize
        var locale: String
        var theme: String
        var path: String {
            RepositoryPaths.fixtures + "/layout/\(fixture.stem)/\(device.name)-\(size.rawValue)-\(locale)-\(theme).json"
        }
        var description: String { "\(fixture.stem) \(device.name) \(size.rawValue) \(locale) \(theme)" }
    }

    static let cases: [Case] = LayoutFixtures.specs.flatMap { fixture in
        let themes = darkSpecs.contains(fixture.stem) ? ["light", "dark"] : ["light"]
        return LayoutFixtures.config.devices.flatMap { device in
            sizes.flatMap { size in
                LayoutFixtures.config.locales.value.flatMap { locale in
                    themes.map { Case(fixture: fixture, device: device, size: size, locale: locale, theme: $0) }
                }
            }
        }
    }

    static func tree(_ item: Case) throws -> LayoutTree {
        let theme = try #require(LayoutFixtures.designSystem.theme(named: item.theme))
        return LayoutEngine.layout(
            spec: item.fixture.spec, theme: theme, device: item.device, size: item.size, locale: item.locale, measurer: LayoutFixtures.measurer)
    }

    @Test func everyFixtureSpecDecodes() {
        #expect(LayoutFixtures.specs.count == 6)
        #expect(Self.cases.count == 6 * 3 * 2 * 2 + 3 * 2 * 2)
    }

    @Test func treesMatchTheirGoldens() throws {
        try FileManager.default.createDirectory(atPath: RepositoryPaths.fixtures + "/layout", withIntermediateDirectories: true)
        var failures: [String] = []
        for item in Self.cases {
            let folder = (item.path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if let failure = Golden.check(try Self.tree(item).jsonText, against: item.path) { failures.append("\(item): \(failure)") }
        }
        // One summary line when recording, every difference otherwise.
        if Golden.isRecording {
            Issue.record("recorded \(failures.count) layout goldens; run the tests again without DIALOGC_RECORD=1")
        } else {
            // The first few in full: a missing folder would otherwise print 84 messages.
            #expect(failures.isEmpty, "\(failures.count) of \(Self.cases.count) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
        }
    }

    @Test func noGoldenIsLeftOver() throws {
        let expected = Set(Self.cases.map(\.path))
        let root = RepositoryPaths.fixtures + "/layout"
        let found = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.map { root + "/" + $0 }
        #expect(Set(found).subtracting(expected).sorted() == [])
    }

    @Test func layoutIsDeterministic() throws {
        for item in Self.cases.prefix(6) {
            #expect(try Self.tree(item).jsonText == Self.tree(item).jsonText)
        }
    }
}
