import DialogTestSupport
import Foundation
import Testing

/// Independent readers of the exported XLIFF: translate-toolkit (PyPI) must read every unit
/// with its id, source, target and inline codes as dialogc wrote them, and the OASIS
/// schemas must accept the documents. `.ci/run` installs translate-toolkit and xmlschema;
/// the schemas are read from `../shared/conformance/xliff/` beside the checkout (OASIS's
/// work, never copied into the repository).
@Suite struct StringsIndependentTests {
    let dialogc = CommandRunner()

    static let schemaFolder = RepositoryPaths.root + "/../shared/conformance/xliff"
    static var schemasPresent: Bool {
        ["1.2/xliff-core-1.2-strict.xsd", "2.0/xliff_core_2.0.xsd", "2.0/modules/size_restriction.xsd"].allSatisfy {
            FileManager.default.fileExists(atPath: schemaFolder + "/" + $0)
        }
    }

    /// Exports the fixtures (plus a spec with a repeated placeholder, a Double and a
    /// literal '<') in `format`.
    func exported(_ format: [String]) throws -> (folder: TemporaryDirectory, path: String) {
        let folder = try StringsCommandTests.project()
        try folder.write(
            "specs/odd.dialog.json",
            #"{ "id": "odd.case", "title": { "ko": "{a} < {b} & {a}", "en": "{a} < {b} & {a}" }, "parameters": { "b": "Double" }, "buttons": [{ "id": "ok", "title": "확인" }] }"#)
        let result = dialogc.run(
            ["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/out.xlf"] + format)
        #expect(result.status == 0, "\(result.standardOutput)")
        return (folder, folder.path + "/out.xlf")
    }

    /// What translate-toolkit reads: per unit its id, plain source and target, whether it
    /// is translated, and the inline codes of the source in order (tag:id).
    static let readerScript = #"""
    import json, sys
    from translate.storage import xliff, xliff2
    path, version = sys.argv[1], sys.argv[2]
    store = (xliff.xlifffile if version == "1.2" else xliff2.Xliff2File).parsefile(path)
    def codes(elements):
        out = []
        for element in elements:
            name = type(element).__name__
            tag = getattr(element, "xml_node", None)
            if hasattr(element, "id") and element.id is not None:
                label = name if name in ("G", "X") else (tag.tag.split("}")[-1] if tag is not None else name)
                out.append(label.lower() + ":" + element.id)
            out += codes([child for child in getattr(element, "sub", []) if not isinstance(child, str)])
        return out
    units = []
    for unit in store.units:
        units.append({
            "id": unit.getid().split("\x04")[-1],
            "source": unit.source,
            "target": unit.target,
            "codes": codes(unit.rich_source[0].sub) if unit.rich_source else [],
        })
    print(json.dumps(units, ensure_ascii=False, sort_keys=True))
    """#

    func read(_ path: String, version: String) throws -> [[String: Any]] {
        let transcript = try PythonOracle.transcript(of: ["-c", Self.readerScript, path, version])
        #expect(transcript.status == 0, "\(transcript.output)")
        let data = Data(transcript.output.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test(.enabled(if: PythonOracle.shouldRun(needing: "translate"), "needs translate-toolkit (pip install translate-toolkit; .ci/run installs it)"))
    func translateToolkitReadsXLIFF12() throws {
        let (folder, path) = try exported(["--format", "xliff"])
        defer { folder.remove() }
        let units = try read(path, version: "1.2")
        #expect(units.count == 33)
        let byID = Dictionary(units.map { ($0["id"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
        let message = try #require(byID["liveMessage.delete.message"])
        #expect(message["source"] as? String == "님의 메시지가 모든 시청자에게서 사라져요.")
        #expect(message["target"] as? String == "'s message will disappear for all viewers.")
        #expect(message["codes"] as? [String] == ["g:h1", "x:p1"])
        let odd = try #require(byID["odd.case.title"])
        #expect(odd["source"] as? String == " <  & ")
        #expect(odd["codes"] as? [String] == ["x:p1", "x:p2", "x:p1.2"])
        #expect(byID["timer.delete.title"]?["target"] as? String == "Delete this timer?")
    }

    @Test(.enabled(if: PythonOracle.shouldRun(needing: "translate"), "needs translate-toolkit (pip install translate-toolkit; .ci/run installs it)"))
    func translateToolkitReadsXLIFF20() throws {
        let (folder, path) = try exported(["--format", "xliff2", "--locale", "en"])
        defer { folder.remove() }
        let units = try read(path, version: "2.0")
        #expect(units.count == 33)
        let byID = Dictionary(units.map { ($0["id"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["timer.delete.button.cancel.title"]?["source"] as? String == "취소")
        #expect(byID["timer.delete.button.cancel.title"]?["target"] as? String == "Cancel")
        #expect(byID["liveMessage.delete.message"]?["codes"] as? [String] == ["pc:h1", "ph:p1"])
        #expect(byID["odd.case.title"]?["source"] as? String == " <  & ")
    }

    /// Validates with xmlschema against the OASIS schemas in `../shared`, offline: XLIFF 1.2's
    /// import of the `xml:` namespace's schema is pointed at the copy beside the 2.0 schemas,
    /// and XLIFF 2.0's Size and Length Restriction module is loaded with the core, so that
    /// the `slr:` elements dialogc writes are checked, not merely let through.
    static let validateScript = #"""
    import sys, xmlschema
    folder, version, document = sys.argv[1], sys.argv[2], sys.argv[3]
    if version == "1.2":
        schema = xmlschema.XMLSchema(folder + "/1.2/xliff-core-1.2-strict.xsd", allow="local",
            locations=[("http://www.w3.org/XML/1998/namespace", folder + "/2.0/informativeCopiesOf3rdPartySchemas/w3c/xml.xsd")])
    else:
        schema = xmlschema.XMLSchema(folder + "/2.0/xliff_core_2.0.xsd", allow="local",
            locations=[("urn:oasis:names:tc:xliff:sizerestriction:2.0", folder + "/2.0/modules/size_restriction.xsd")])
    errors = [str(error.reason) + " at " + str(error.path) for error in schema.iter_errors(document)]
    print("\n".join(errors) if errors else "valid")
    """#

    func validate(_ path: String, version: String) throws -> String {
        let transcript = try PythonOracle.transcript(of: ["-c", Self.validateScript, Self.schemaFolder, version, path])
        return transcript.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The fixtures (placeholders, highlights, budgets, a text with no target) and a plural
    /// text exported into Russian (one unit per category): both documents validate; a
    /// mutation of the core (an attribute XLIFF does not define) and, in 2.0, of the size
    /// restriction data prove that each check can fail.
    @Test(
        .enabled(if: schemasPresent, "the OASIS XLIFF schemas are not in ../shared/conformance/xliff beside the checkout"),
        .enabled(if: PythonOracle.shouldRun(needing: "xmlschema"), "needs xmlschema (pip install xmlschema; .ci/run installs it)"),
        arguments: [(["--format", "xliff"], "1.2"), (["--format", "xliff2", "--locale", "en"], "2.0")])
    func exportedXLIFFValidatesAgainstTheOASISSchema(_ format: [String], _ version: String) throws {
        let (folder, path) = try exported(format)
        defer { folder.remove() }
        #expect(try validate(path, version: version) == "valid")
        let text = try #require(folder.read("out.xlf"))
        try folder.write("mutated.xlf", text.replacingOccurrences(of: "<source", with: "<source bogus=\"1\""))
        #expect(try validate(folder.path + "/mutated.xlf", version: version).contains("bogus"))
        if version == "2.0" {
            #expect(text.contains("slr:sizeRestriction=\"204\""))
            try folder.write("mutated.xlf", text.replacingOccurrences(of: "<slr:data profile", with: "<slr:data bogus=\"1\" profile"))
            #expect(try validate(folder.path + "/mutated.xlf", version: version).contains("bogus"))
        }

        let plural = try StringsPluralTests.project()
        defer { plural.remove() }
        let out = plural.path + "/plural.xlf"
        let result = dialogc.run(
            ["strings", "export", plural.path + "/specs", "--config", plural.path + "/dialogc.json", "--out", out] + format.prefix(2) + ["--locale", "ru"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try validate(out, version: version) == "valid")
    }
}
