import DialogDiagnostics
import DialogJSON

/// `devices` and `dynamicType`: the combinations the layout rules check.
extension ConfigReader {
    /// The listed devices, or nil to keep the defaults (absent, not an array, or empty: an
    /// empty list would lay nothing out and so switch every layout rule off, which is an error).
    func readDevices() -> [Device]? {
        guard let value = object["devices"], let elements = context.array(value, what: "'devices'") else { return nil }
        guard !elements.isEmpty else {
            context.report(.invalidValue, ConfigMessage.noDevices, at: value.range)
            return nil
        }
        let pointer = object.pointer("devices")
        var devices: [Device] = []
        for (index, element) in elements.enumerated() {
            let device: Device?
            if element.objectMembers != nil {
                device = readCustomDevice(element, at: pointer.appending(index))
            } else if element.stringValue != nil {
                device = oneOf(element, at: pointer.appending(index), what: "device", names: Device.builtIns.map(\.name))
                    .flatMap { name in Device.builtIn(named: name.value).map { with($0, range: name.range) } }
            } else {
                context.reportTypeMismatch(element, expected: ConfigMessage.expectedDevice, what: "a 'devices' entry")
                device = nil
            }
            guard let device, let range = device.range else { continue }
            if let first = devices.first(where: { $0.name == device.name }), let firstRange = first.range {
                reportRepeated(.duplicateID, ConfigMessage.deviceTwice(device.name), at: range, first: firstRange, name: device.name)
                continue
            }
            devices.append(device)
        }
        return devices
    }

    /// `{name, width, height, safeArea: {top, bottom}}`. Width and height must be within
    /// `Device.sideRange` and the insets must leave at least its lower bound between them, so
    /// no number the layout cannot use gets past the config.
    private func readCustomDevice(_ value: JSONValue, at pointer: JSONPointer) -> Device? {
        let keys = ["name", "width", "height", "safeArea"]
        guard let device = ObjectReader(value, at: pointer, what: "a custom device", keys: keys, context: context) else { return nil }
        let name = device.required("name").flatMap { context.string($0, at: device.pointer("name"), what: "'name'") }
        if let name, name.value.isEmpty {
            context.report(.invalidValue, ConfigMessage.emptyDeviceName, at: name.range)
        }
        let width = device.required("width").flatMap { side($0, at: device.pointer("width"), what: "width") }
        let height = device.required("height").flatMap { side($0, at: device.pointer("height"), what: "height") }
        let safeArea = readSafeArea(device)
        guard let name, !name.value.isEmpty, let width, let height, let safeArea else { return nil }
        let safeHeight = height.value - safeArea.top - safeArea.bottom
        if safeHeight < Device.sideRange.lowerBound, let written = device["safeArea"] {
            context.report(.invalidValue, ConfigMessage.safeAreaTooTall(device: name.value, height: height.value, left: safeHeight), at: written.range)
            return nil
        }
        return Device(name: name.value, width: width.value, height: height.value, safeArea: safeArea, range: name.range)
    }

    /// The insets, 0 where not written; nil when they have a problem.
    private func readSafeArea(_ device: ObjectReader) -> Device.SafeArea? {
        guard device["safeArea"] != nil else { return Device.SafeArea(top: 0, bottom: 0) }
        guard let safeArea = device.object("safeArea", what: "'safeArea'", keys: ["top", "bottom"]) else { return nil }
        let top = safeArea["top"].map { nonNegativeNumber($0, at: safeArea.pointer("top"), what: "'top'")?.value } ?? 0
        let bottom = safeArea["bottom"].map { nonNegativeNumber($0, at: safeArea.pointer("bottom"), what: "'bottom'")?.value } ?? 0
        guard let top, let bottom else { return nil }
        return Device.SafeArea(top: top, bottom: bottom)
    }

    /// The listed sizes, or nil to keep the defaults (absent, not an array, or empty, which is
    /// an error for the same reason as an empty `devices`).
    func readDynamicTypeSizes() -> [DynamicTypeSize]? {
        guard let value = object["dynamicType"], let elements = context.array(value, what: "'dynamicType'") else { return nil }
        guard !elements.isEmpty else {
            context.report(.invalidValue, ConfigMessage.noDynamicTypeSizes, at: value.range)
            return nil
        }
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        var sizes: [Located<DynamicTypeSize>] = []
        for (index, element) in elements.enumerated() {
            guard let name = oneOf(element, at: object.pointer("dynamicType").appending(index), what: "Dynamic Type size", names: names),
                let size = DynamicTypeSize(rawValue: name.value)
            else { continue }
            if let first = sizes.first(where: { $0.value == size }) {
                let message = ConfigMessage.listedTwice(name.value, in: "'dynamicType'")
                reportRepeated(.invalidValue, message, at: name.range, first: first.range, name: name.value)
                continue
            }
            sizes.append(name.map { _ in size })
        }
        return sizes.map(\.value)
    }

    // MARK: Numbers with a range

    /// A device's width or height: a number within `Device.sideRange`.
    private func side(_ value: JSONValue, at pointer: JSONPointer, what: String) -> Located<Double>? {
        guard let number = context.number(value, at: pointer, what: "'\(what)'") else { return nil }
        guard Device.sideRange.contains(number.value) else {
            context.report(.invalidValue, ConfigMessage.sideOutOfRange(what, value: number.value), at: value.range)
            return nil
        }
        return number
    }

    func nonNegativeNumber(_ value: JSONValue, at pointer: JSONPointer, what: String) -> Located<Double>? {
        guard let number = context.number(value, at: pointer, what: what) else { return nil }
        guard number.value >= 0 else {
            context.report(.invalidValue, ConfigMessage.negative(what: what), at: value.range)
            return nil
        }
        return number
    }

    private func with(_ device: Device, range: SourceRange) -> Device {
        var copy = device
        copy.range = range
        return copy
    }
}

extension ConfigMessage {
    static let expectedDevice = "a built-in device name or a custom device object"

    static func deviceTwice(_ name: String) -> String {
        "device '\(name)' is listed twice; remove one, or give the custom device another name"
    }

    static let emptyDeviceName = "a custom device's 'name' cannot be empty; it names the device in diagnostics, such as \"galaxy-fold\""

    static let noDevices =
        "'devices' is empty, so no layout would be checked; list at least one device, such as [\"iphone-se\"], or leave 'devices' out for the defaults (\(Device.defaults.map(\.name).joined(separator: ", ")))"

    static let noDynamicTypeSizes =
        "'dynamicType' is empty, so no layout would be checked; list at least one Dynamic Type size, such as [\"large\"], or leave 'dynamicType' out for the defaults (\(DynamicTypeSize.defaults.map(\.rawValue).joined(separator: ", ")))"

    static func sideOutOfRange(_ what: String, value: Double) -> String {
        "a device's \(what) of \(points(value)) pt is outside \(range); give the screen's size in points (not pixels), such as 393 x 852 for an iPhone 15"
    }

    static func safeAreaTooTall(device: String, height: Double, left: Double) -> String {
        let most = points(height - Device.sideRange.lowerBound)
        return "the safe area of device '\(device)' leaves \(points(max(0, left))) pt of its \(points(height)) pt height; 'top' plus 'bottom' may be at most \(most) pt, so that at least \(points(Device.sideRange.lowerBound)) pt stay for dialogs"
    }

    /// The accepted sizes, as the messages and the config schema state them.
    private static var range: String { "\(points(Device.sideRange.lowerBound)) to \(points(Device.sideRange.upperBound)) pt" }

    static func negative(what: String) -> String { "\(what) cannot be negative; use 0 for no inset" }

    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
