import DialogTestSupport
import Foundation
import Testing

/// `dialogc strings import` costs time linear in the pieces of a target: thousands of
/// entity references (each a piece of text the XML parser reports on its own), and inline
/// codes nested without end, refused at a fixed depth. The old reader copied the target
/// for every piece (10k, 20k, 40k `&amp;` took 0.5, 2.2, 8.8 s; 100k nested `<pc>` 489 s).
///
/// Measured as `LinearCostTests` measures: the real `dialogc` as a child process at n and
/// 4n, its own CPU time, a budget far above the linear cost and the ratio of the two times
/// (about 4 when linear, 16 when quadratic).
@Suite(.serialized) struct ImportLinearCostTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let size: Int
        /// The exit status expected: 0 imported, 1 refused with a finding.
        let status: Int32
        let target: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "entity references in a target", size: 10_000, status: 0) { n in
            "Timer " + String(repeating: "&amp;", count: n) + " l&#xF6;schen?"
        },
        Case(name: "nested inline codes", size: 10_000, status: 1) { n in
            String(repeating: #"<pc id="h1" subType="dialogc:accent">"#, count: n) + "x" + String(repeating: "</pc>", count: n)
        },
    ]

    static let config = """
        {"version": 1, "locales": ["en", "de"], "defaultLocale": "en", "rules": {"dialog-overflow": "off", \
        "text-overflow": "off", "hit-target": "off", "min-font-size": "off", "text-length": "off"}}
        """
    static let spec = #"{"id": "timer.delete", "title": {"en": "Delete timer?"}, "buttons": [{"id": "ok", "title": {"en": "OK", "de": "OK"}, "role": "primary"}]}"#

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound), arguments: cases)
    func timeGrowsLinearly(_ hostile: Case) throws {
        let executable = try #require(DialogcExecutable.path)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config)
        func cpuSeconds(_ size: Int) throws -> Double {
            // A fresh spec each time: the first import changes it.
            try folder.write("specs/timer.dialog.json", Self.spec)
            try folder.write(
                "n\(size).xlf",
                #"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">"#
                    + #"<unit id="timer.delete.title"><segment state="translated"><source>Delete timer?</source><target>"# + hostile.target(size)
                    + "</target></segment></unit></file></xliff>")
            let run = try ChildCPU.run(
                executable, ["strings", "import", folder.path + "/n\(size).xlf", folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
            #expect(run.status == hostile.status, "dialogc strings import exited with \(run.status)")
            return run.cpuSeconds
        }
        try LinearCostTests.expectLinear(hostile.name, size: hostile.size, cpuSeconds)
    }
}
