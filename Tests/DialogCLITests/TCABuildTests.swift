import DialogTestSupport
import Foundation
import Testing

/// End to end through `dialogc build` with the TCA adapter on (`"swift": {"tca": true}`): the
/// bundled specs and a rename sheet with a text field build, only the async button is
/// reported (`tca-content`, a warning), and what is written keeps a dialog's field values in
/// its TCA state: executed on Linux (the state is plain Swift) and type-checked against the
/// SwiftUI and TCA stand-ins compiled as modules.
@Suite struct TCABuildTests {
    static let renameSheet = """
        {
          "id": "folder.rename",
          "presentation": "sheet",
          "title": {"ko": "폴더 이름 바꾸기", "en": "Rename folder"},
          "content": [
            {"type": "textField", "id": "name", "placeholder": {"ko": "이름", "en": "Name"}},
            {"type": "checkbox", "id": "pin", "title": {"ko": "위에 고정", "en": "Pin to top"}, "checked": true}
          ],
          "buttons": [
            {"id": "cancel", "title": {"ko": "취소", "en": "Cancel"}, "role": "cancel"},
            {"id": "rename", "title": {"ko": "바꾸기", "en": "Rename"}, "role": "primary", "action": "didTapRename"}
          ]
        }
        """

    /// The bundled project with the adapter on and the rename sheet beside the bundled specs.
    static func project() throws -> BuildProject {
        let project = try BuildProject()
        let config = try String(contentsOfFile: project.config, encoding: .utf8)
        let withTCA = config.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "swift": {"tca": true},"#)
        try #require(withTCA != config)
        try project.folder.write("dialogc.json", withTCA)
        try project.folder.write("specs/rename.dialog.json", renameSheet)
        return project
    }

    @Test func bundledSpecsAndASheetWithATextFieldBuildWithTheAdapter() throws {
        let project = try Self.project()
        defer { project.remove() }
        let built = project.build()
        #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
        let findings = built.standardOutput.split(separator: "\n").filter { $0.contains("[tca-content]") }
        #expect(findings.count == 1, "\(built.standardOutput)")
        #expect(findings.first?.contains("upload-retry.dialog.json") == true && findings.first?.contains(": warning: ") == true, "\(findings)")
        let written = try FileManager.default.contentsOfDirectory(atPath: project.out)
        for name in [
            "DialogSupport+TCA.swift", "FolderRenameDialog.swift", "FolderRenameDialog+View.swift", "LiveMessageDeleteDialog.swift",
            "NoticeSimpleDialog.swift", "WallpaperColorChangeDialog.swift", "UploadRetryDialog.swift",
        ] {
            #expect(written.contains(name), "\(name) was not written: \(written.sorted())")
        }
    }

    /// Each text field empty and each checkbox as the spec starts it, a change applied, and the
    /// values delivered with the button's action.
    static let program = """
        var state = DialogContentState(FolderRenameDialog())
        print("start", state.values.texts["name"] ?? "nil", state.values.checked["pin"] ?? "nil")
        state.apply(.setText(id: "name", "Photos"))
        state.apply(.setChecked(id: "pin", false))
        print("changed", state.values.texts["name"] ?? "nil", state.values.checked["pin"] ?? "nil")
        let tapped = DialogContentAction<FolderRenameDialog.Action>.button(.didTapRename, state.values)
        if case .button(.didTapRename, let values) = tapped { print("delivered", values.texts["name"] ?? "nil") }
        var notice = DialogContentState(NoticeSimpleDialog())
        print("notice", notice.values.checked["dontShowAgain"] ?? "nil", notice.values.texts.isEmpty)
        notice.apply(.button(.didTapConfirm, notice.values))
        print("unchanged", notice == DialogContentState(NoticeSimpleDialog()))
        print("slot", DialogContentState(WallpaperColorChangeDialog(colorName: "Blue")).values == DialogContentValues())

        """

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the TCA state was not run"))
    func theTCAStateHoldsTheFieldValuesOnLinux() throws {
        let compiler = try #require(SwiftCompiler.find())
        let project = try Self.project()
        defer { project.remove() }
        let built = project.build()
        try #require(built.status == 0, "\(built.standardOutput)\(built.standardError)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: project.out).filter { $0.hasSuffix(".swift") }.sorted().map { project.out + "/" + $0 }
        let app = try project.folder.write("App/LiveMessage.swift", "struct LiveMessage: Swift.Equatable, Swift.Sendable {}\n")
        let main = try project.folder.write("App/main.swift", Self.program)
        let binary = project.path + "/state-check"
        let compiled = try compiler.run(["-swift-version", "6", "-module-name", "App", "-o", binary, app, main] + generated)
        try #require(compiled.status == 0, Comment(rawValue: compiled.output))
        let ran = try SwiftCompiler.run(binary, [])
        #expect(
            ran.output == "start  true\nchanged Photos false\ndelivered Photos\nnotice false true\nunchanged true\nslot true\n",
            Comment(rawValue: ran.output))
    }

    /// A feature keeping the rename sheet with its values, and a view presenting it and the
    /// slot dialog from scoped stores.
    static let probe = """
        #if canImport(ComposableArchitecture) && canImport(SwiftUI)
        import ComposableArchitecture
        import SwiftUI

        struct LiveMessage: Swift.Equatable, Swift.Sendable {}

        struct FolderState: Equatable {
            @Presents var rename: DialogContentState<FolderRenameDialog>?
            var name = ""
        }

        func reduce(_ state: inout FolderState, _ action: PresentationAction<DialogContentAction<FolderRenameDialog.Action>>) {
            switch action {
            case .presented(.button(.didTapRename, let values)):
                state.name = values.texts["name"] ?? ""
            case .presented:
                break
            case .dismiss:
                state.rename = nil
            }
        }

        let reducer = DialogContentReducer<FolderRenameDialog>()

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
        @MainActor
        struct FolderView: View {
            var rename: Binding<Store<DialogContentState<FolderRenameDialog>, DialogContentAction<FolderRenameDialog.Action>>?>
            var wallpaper: Binding<Store<DialogContentState<WallpaperColorChangeDialog>, DialogContentAction<WallpaperColorChangeDialog.Action>>?>

            var body: some View {
                Text("Folders")
                    .dialog(rename)
                    .dialog(wallpaper) { _ in Text("Blue") }
            }
        }
        #endif

        """

    @Test(.enabled(if: SwiftCompiler.find() != nil, "no swiftc found (set SWIFTC or put swiftc on PATH): the built TCA adapter was not type-checked"))
    func theBuiltAdapterTypeChecksAgainstTheStandIns() throws {
        let compiler = try #require(SwiftCompiler.find())
        let project = try Self.project()
        defer { project.remove() }
        let built = project.build()
        try #require(built.status == 0, "\(built.standardOutput)\(built.standardError)")
        let standIns = RepositoryPaths.root + "/Tests/DialogEmitTests/SwiftUIStandIn/"
        // The frameworks' modules as an app on macOS sees them (no UIKit on the path).
        let modules: [(name: String, files: [String], imports: String)] = [
            ("AppKit", ["AppKit.swift"], ""), ("Accessibility", ["Accessibility.swift"], ""),
            ("SwiftUI", ["SwiftUI.swift", "SwiftUI+AppKit.swift", "SwiftUI+Observation.swift"], "import AppKit\n"),
            ("ComposableArchitecture", ["ComposableArchitecture.swift"], "import SwiftUI\n"),
        ]
        for module in modules {
            let paths = try module.files.map { name in
                try project.folder.write("standIns/\(module.name)/" + name, module.imports + (try String(contentsOfFile: standIns + name, encoding: .utf8)))
            }
            let result = try compiler.run(
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module.name, "-I", project.path,
                 "-emit-module-path", project.path + "/\(module.name).swiftmodule"] + paths)
            try #require(result.status == 0, Comment(rawValue: "the \(module.name) stand-in does not compile:\n" + result.output))
        }
        let generated = try FileManager.default.contentsOfDirectory(atPath: project.out).filter { $0.hasSuffix(".swift") }.sorted().map { project.out + "/" + $0 }
        let probe = try project.folder.write("App/Probe.swift", Self.probe)
        let result = try compiler.run(
            ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App", "-I", project.path, "-D", "DEBUG", probe]
                + generated)
        #expect(result.status == 0, Comment(rawValue: "the built TCA adapter does not type-check:\n" + result.output))
    }
}
