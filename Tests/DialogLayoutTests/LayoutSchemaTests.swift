@testable import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Every layout golden validates against `Schemas/layout.schema.json` with Python's
/// `jsonschema` (the reference validator). Skipped when it is not importable, except on CI
/// (`CI=true`), where its absence means the check silently stopped running.
@Suite struct LayoutSchemaTests {
    static let hasJSONSchema = PythonOracle.canImport("jsonschema")

    /// Checks the schema itself, then every golden under the folder; prints one line per
    /// failure and exits 1 when any failed or no golden was found.
    static let script = #"""
        import json, sys
        from pathlib import Path
        from jsonschema import Draft202012Validator
        schema = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        files = sorted(Path(sys.argv[2]).rglob("*.json"))
        failed = 0
        for path in files:
            for error in validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))):
                failed += 1
                print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
        print(f"{len(files)} checked, {failed} errors")
        sys.exit(1 if failed or not files else 0)
        """#

    @Test(
        "Layout goldens match the layout schema",
        .enabled(if: PythonOracle.shouldRun(needing: "jsonschema"), "python3 with the 'jsonschema' package is not available (pip install jsonschema)"))
    func goldensMatchTheSchema() throws {
        try #require(Self.hasJSONSchema, "CI=true but python3 cannot import 'jsonschema'; CI must install it")
        let result = try PythonOracle.transcript(of: ["-c", Self.script, RepositoryPaths.schemas + "/layout.schema.json", RepositoryPaths.fixtures + "/layout"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// Right-to-left trees (`direction`, highlights placed by UAX #9) match it too.
    @Test(
        "Right-to-left layout trees match the layout schema",
        .enabled(if: PythonOracle.shouldRun(needing: "jsonschema"), "python3 with the 'jsonschema' package is not available (pip install jsonschema)"))
    func rightToLeftTreesMatchTheSchema() throws {
        try #require(Self.hasJSONSchema, "CI=true but python3 cannot import 'jsonschema'; CI must install it")
        let text = #"{"en": "Delete <accent>iCloud Drive</accent> now?", "ar": "حذف <accent>iCloud Drive</accent> الآن؟"}"#
        let spec = try #require(LayoutFixtures.decodeSpec(#"""
            {"id": "rtl", "message": \#(text), "content": [{"type": "checkbox", "id": "again", "title": \#(text)}],
             "buttons": [{"id": "cancel", "title": "Cancel", "role": "cancel"}, {"id": "ok", "title": "OK"}], "layout": {"buttons": "horizontal"}}
            """#))
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let theme = try #require(EmbeddedDefaultTokens.shared.theme(named: "light"))
        for locale in ["ar", "ar-XB"] {
            let tree = LayoutEngine.layout(spec: spec, theme: theme, device: try #require(Device.builtIn(named: "iphone-se")), size: .large, locale: locale)
            #expect(tree.jsonText.contains("rtl"))
            try folder.write("trees/\(locale).json", tree.jsonText)
        }
        let result = try PythonOracle.transcript(of: ["-c", Self.script, RepositoryPaths.schemas + "/layout.schema.json", folder.path + "/trees"])
        #expect(result.status == 0, "\(result.output)")
    }
}
