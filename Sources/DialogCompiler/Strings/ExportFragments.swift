import DialogDiagnostics
import DialogEmit
import DialogModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rendered text of every unit of an export, kept out of memory: each unit's text in
/// each section of the file is rendered as its spec is read (`StringsExport.fragment`) and
/// appended to an unnamed temporary file (created beside the output, unlinked at once, so a
/// killed run leaves nothing), and read back in key order when the file is written. An
/// export of 50,000 specs holds each unit's key and where its texts are, rather than some
/// 400,000 units' parsed texts. When no temporary file can be made or written, the texts are
/// held in memory instead.
final class ExportFragments {
    /// Where one text is.
    enum Place {
        case spilled(offset: Int, count: Int)
        case held(String)
    }

    private let descriptor: Int32
    /// Whether new texts go to the file (until a write to it fails).
    private var spills: Bool
    private var end = 0

    /// A store whose temporary file is in `folder`.
    init(folder: String) {
        var template = Array((folder.isEmpty ? "." : folder).utf8CString.dropLast()) + Array("/.dialogc-export-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        spills = descriptor >= 0
        if descriptor >= 0 { _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) } }
    }

    deinit {
        if descriptor >= 0 { _ = close(descriptor) }
    }

    /// Keeps `text`, returning where it is.
    func append(_ text: String) -> Place {
        guard spills else { return .held(text) }
        var text = text
        let count = text.utf8.count
        if text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) != nil {
            // A full disk: this text and the rest are held instead (those already in the
            // file are read from where they are, before the part this write left).
            spills = false
            return .held(text)
        }
        defer { end += count }
        return .spilled(offset: end, count: count)
    }

    /// The text at `place`, or the error number reading it failed with.
    func text(at place: Place) -> Result<String, ReadFailure> {
        switch place {
        case .held(let text): return .success(text)
        case .spilled(let offset, let count):
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return .failure(ReadFailure(code: read < 0 ? errno : EIO)) }
                done += read
            }
            return .success(String(decoding: bytes, as: UTF8.self))
        }
    }

    struct ReadFailure: Error {
        var code: Int32
    }
}
