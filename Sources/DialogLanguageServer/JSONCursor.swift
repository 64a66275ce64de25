/// Where an offset is in a JSON document that may be half typed: the keys and array
/// positions around it, and whether it is at a key or a value, found by one forward scan
/// that tolerates what a parser would refuse (a missing value, an unclosed string).
struct JSONCursor {
    enum Step: Equatable {
        case key(String)
        case index
    }

    enum Place: Equatable {
        /// Where an object's key goes.
        case key
        /// The value of the last key of `path` (or an element of an array).
        case value
    }

    /// The keys and array levels from the root to the container the offset is in, ending
    /// with the key whose value is at the offset when `place` is `value` in an object.
    var path: [Step]
    var place: Place
    /// When the offset is inside a string: where its opening quote is, and its text up to
    /// the offset (escapes left as written).
    var string: (start: Int, typed: String)?
    /// Where the string around the offset ends (its closing quote), when it is closed on the line.
    var stringEnd: Int?
    /// Whether the offset is at an element of an array (its array's key ends `path`).
    var inArray = false

    /// The path from the root to the value or object at the offset, an array's element
    /// counted as a step: what a schema is walked along.
    var schemaPath: [Step] { inArray ? path + [.index] : path }

    /// The key whose value is at the offset, when the offset is at a value of an object.
    var valueKey: String? {
        guard place == .value, case .key(let key)? = path.last else { return nil }
        return key
    }

    private enum Frame {
        case object(key: String?, expectingKey: Bool)
        case array
    }

    static func at(_ offset: Int, in bytes: [UInt8]) -> JSONCursor? {
        var stack: [Frame] = []
        var lastString: String?
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                var text: [UInt8] = []
                var closed = false
                while index < bytes.count {
                    let current = bytes[index]
                    if index >= end {
                        break
                    }
                    if current == UInt8(ascii: "\\") {
                        text.append(current)
                        if index + 1 < end { text.append(bytes[index + 1]) }
                        index += 2
                        continue
                    }
                    if current == UInt8(ascii: "\"") {
                        closed = true
                        index += 1
                        break
                    }
                    if current == 0x0A || current == 0x0D { break }
                    text.append(current)
                    index += 1
                }
                let typed = String(decoding: text, as: UTF8.self)
                if !closed, index >= end {
                    // The offset is inside this string.
                    var cursor = make(stack)
                    cursor.string = (start, typed)
                    var close = end
                    while close < bytes.count, bytes[close] != UInt8(ascii: "\""), bytes[close] != 0x0A, bytes[close] != 0x0D {
                        close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    cursor.stringEnd = close < bytes.count && bytes[close] == UInt8(ascii: "\"") ? close : nil
                    return cursor
                }
                lastString = typed
                continue
            case UInt8(ascii: ":"):
                if case .object(_, true)? = stack.last {
                    stack[stack.count - 1] = .object(key: lastString, expectingKey: false)
                }
            case UInt8(ascii: ","):
                if case .object? = stack.last { stack[stack.count - 1] = .object(key: nil, expectingKey: true) }
            case UInt8(ascii: "{"):
                stack.append(.object(key: nil, expectingKey: true))
            case UInt8(ascii: "["):
                stack.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            default:
                break
            }
            lastString = byte == UInt8(ascii: "\"") ? lastString : (byte == UInt8(ascii: ":") ? nil : lastString)
            index += 1
        }
        guard !stack.isEmpty else { return nil }
        return make(stack)
    }

    private static func make(_ stack: [Frame]) -> JSONCursor {
        var path: [Step] = []
        var place = Place.value
        var inArray = false
        for (position, frame) in stack.enumerated() {
            let isLast = position == stack.count - 1
            switch frame {
            case .array:
                // An array inside the path: its elements are values.
                if !isLast { path.append(.index) } else { (place, inArray) = (.value, true) }
            case .object(let key, let expectingKey):
                if isLast {
                    if expectingKey {
                        place = .key
                    } else {
                        place = .value
                        path.append(.key(key ?? ""))
                    }
                } else if let key {
                    path.append(.key(key))
                }
            }
        }
        return JSONCursor(path: path, place: place, string: nil, stringEnd: nil, inArray: inArray)
    }
}
