import DialogDiagnostics
import DialogModel

/// `payload-conformance`: a button's payload type is not `Equatable` and `Sendable`, which
/// the generated state needs (`DialogState` is `Equatable & Sendable`, as TCA's presented
/// state and strict concurrency require). dialogc cannot see the app's code, so it knows
/// the standard types it lists here and, for the app's own types, what the config's
/// `swift.payloadTypes` says (docs/DECISIONS.md, "Payload conformances").
public struct PayloadConformanceRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .payloadConformance, .input, .error,
        summary: "a button's payload type is not `Equatable` and `Sendable` (a known standard type, or an app type by the config's `swift.payloadTypes`)",
        rationale: "The generated `DialogState` carries the payload in its action and is `Equatable & Sendable`, as TCA's presented state and strict concurrency require.",
        why: "The generated code would not compile: the error would surface in generated files instead of at the spec.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var details: String {
        "Reported at the button's `payload`. Standard types are known: `String`, `Int`, `Double`, `Bool`, `UUID`, `Date`, `URL`, "
            + "`Data` and the like conform to both; `NSObject`, Foundation's mutable classes and `Foundation.Timer` are not `Sendable` (a protocol such as "
            + "`Error` is `invalid-identifier`'s). An app type is checked only when the config lists `swift.payloadTypes`: it must be listed there with both."
    }

    /// Standard types that are `Equatable` and `Sendable`.
    static let conforming: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Decimal", "UUID", "Date", "URL", "Data", "Locale", "TimeZone", "Calendar", "DateComponents",
        "IndexPath", "AnyHashable",
    ].reduce(into: Set<String>()) { names, name in
        names.insert(name)
        names.insert("Swift." + name)
        names.insert("Foundation." + name)
    }

    /// Standard types that lack a conformance, with what they lack: known by these names when
    /// qualified (`Foundation.Timer`), or bare when they have the `NS` prefix.
    static let lacking: [String: Set<SwiftSettings.SwiftConformance>] = [
        "NSObject": [.sendable], "NSMutableString": [.sendable], "NSMutableArray": [.sendable], "NSMutableDictionary": [.sendable],
        "NSMutableSet": [.sendable], "NSMutableData": [.sendable], "NSMutableAttributedString": [.sendable], "Timer": [.sendable],
        "Thread": [.sendable], "NSError": [.sendable],
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen: Set<String> = []
        for button in context.spec.buttons {
            guard let payload = button.payload else { continue }
            let name = payload.value
            if Self.conforming.contains(name) { continue }
            // An app may have its own `Timer`: a bare name is Foundation's only when it has the `NS` prefix.
            let qualified = ["Swift.", "Foundation."].first(where: name.hasPrefix).map { String(name.dropFirst($0.count)) }
            if let known = Self.lacking[qualified ?? (name.hasPrefix("NS") ? name : "")] {
                guard seen.insert(name).inserted else { continue }
                findings.append(context.finding(PayloadConformanceMessage.standard(name, known), at: payload.range))
            } else if let listed = context.config.swift.payloadTypes {
                guard let conformances = listed[name] else {
                    guard seen.insert(name).inserted else { continue }
                    findings.append(context.finding(PayloadConformanceMessage.unlisted(name), at: payload.range))
                    continue
                }
                let lacking = Set(SwiftSettings.SwiftConformance.allCases).subtracting(conformances)
                guard !lacking.isEmpty, seen.insert(name).inserted else { continue }
                findings.append(context.finding(PayloadConformanceMessage.lacking(name, lacking), at: payload.range))
            }
        }
        return findings
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "photo.delete",
                  "title": "Delete this photo?",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": "Delete", "role": "destructive", "action": "didTapDelete", "payload": 1️⃣"NSMutableData" }
                  ]
                }
                """#),
                RuleExample(
                    #"""
                    {
                      "id": "photo.delete",
                      "title": "Delete this photo?",
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "delete", "title": "Delete", "role": "destructive", "action": "didTapDelete", "payload": 1️⃣"Photo" }
                      ]
                    }
                    """#,
                    config: #"{"swift": {"payloadTypes": {"Photo": ["Equatable"]}}}"#),
            ],
            nonTriggering: [
                RuleExample(
                    #"""
                    {
                      "id": "photo.delete",
                      "title": "Delete this photo?",
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "delete", "title": "Delete", "role": "destructive", "action": "didTapDelete", "payload": "Photo" }
                      ]
                    }
                    """#,
                    config: #"{"swift": {"payloadTypes": {"Photo": ["Equatable", "Sendable"]}}}"#),
                RuleExample(#"""
                {
                  "id": "photo.delete",
                  "title": "Delete this photo?",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": "Delete", "role": "destructive", "action": "didTapDelete", "payload": "UUID" }
                  ]
                }
                """#),
            ])
    }
}

enum PayloadConformanceMessage {
    private static func names(_ lacking: Set<SwiftSettings.SwiftConformance>) -> String {
        SwiftSettings.SwiftConformance.allCases.filter(lacking.contains).map { "'\($0.rawValue)'" }.joined(separator: " and ")
    }

    static func standard(_ name: String, _ lacking: Set<SwiftSettings.SwiftConformance>) -> String {
        "payload '\(name)' is not \(names(lacking)), which the generated DialogState (and the TCA adapter's presented state) "
            + "needs under strict concurrency; carry a value that is, such as an id or a struct of the values the action needs"
    }

    static func lacking(_ name: String, _ lacking: Set<SwiftSettings.SwiftConformance>) -> String {
        let names = names(lacking)
        return "payload '\(name)' is not \(names), which the generated DialogState (and the TCA adapter's presented state) needs "
            + "under strict concurrency; make '\(name)' conform to \(names) and list it so in 'swift.payloadTypes', or carry a "
            + "value type that does (an id)"
    }

    static func unlisted(_ name: String) -> String {
        "payload '\(name)' is not in the config's 'swift.payloadTypes', so dialogc cannot tell that it is 'Equatable' and "
            + "'Sendable' as the generated DialogState needs; add \"\(name)\": [\"Equatable\", \"Sendable\"] once it conforms"
    }
}

extension RuleID {
    public static let payloadConformance = RuleID("payload-conformance")
}
