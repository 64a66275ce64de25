/// A value kept behind one shared reference and copied on the first write while shared: what
/// `DialogSpec`, `DialogButton`, `LayoutTree` and `LayoutNode` keep their fields in.
///
/// Rules and layouts hand specs, buttons and trees around many times; a copy held field by
/// field retained and released each reference-counted field (some fifty for a spec), a copy
/// of this retains one object. A type declares its fields once, in a plain struct (`Value`),
/// and conforms to `CopyOnWriteFields`, whose one subscript forwards `@dynamicMemberLookup`
/// to them:
///
/// ```swift
/// public struct DialogButton: CopyOnWriteFields {
///     public struct Fields { public var title: LocalizedText; … }
///     public var fields: CopyOnWrite<Fields>
/// }
/// ```
///
/// so a new field is one declaration, with no accessor, copy, `==` or `hash` to keep in step.
/// Inlinable, so that in an optimized build `button.title` is a load from the box, as a
/// hand-written accessor was, rather than a key path applied at run time.
@dynamicMemberLookup
public struct CopyOnWrite<Value> {
    @usableFromInline var box: Box

    @inlinable public init(_ value: Value) {
        box = Box(value)
    }

    /// The whole value; a write copies the box first when another value shares it.
    @inlinable public var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// One field of the value, read in place; a write copies the box first when shared.
    @inlinable public subscript<T>(dynamicMember field: WritableKeyPath<Value, T>) -> T {
        _read { yield box.value[keyPath: field] }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value[keyPath: field]
        }
    }

    /// Whether both hold the same box: equal without comparing a field.
    @inlinable public func isIdentical(to other: CopyOnWrite) -> Bool {
        box === other.box
    }

    /// Written only through `value` and the subscript, that is only while no other value
    /// holds the box; a shared box is never written, so sharing it between threads is safe.
    /// (Not checked for exclusive access at run time: that check cost as much as the copies
    /// the box saves.)
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var value: Value
        @inlinable init(_ value: Value) { self.value = value }
    }
}

extension CopyOnWrite: Sendable where Value: Sendable {}

extension CopyOnWrite: Equatable where Value: Equatable {
    @inlinable public static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }
}

extension CopyOnWrite: Hashable where Value: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(box.value)
    }
}

/// A type whose fields sit in one `CopyOnWrite` box (`fields`), read and written as its own
/// members (`button.title`) through the one forwarding subscript below: `DialogSpec`,
/// `DialogButton`, `LayoutTree`.
@dynamicMemberLookup
public protocol CopyOnWriteFields {
    associatedtype Fields
    /// The box; read and write the fields as members of the value rather than through it.
    var fields: CopyOnWrite<Fields> { get set }
}

extension CopyOnWriteFields {
    /// One field, read in place; a write copies the box first when shared.
    @inlinable public subscript<T>(dynamicMember field: WritableKeyPath<Fields, T>) -> T {
        _read { yield fields[dynamicMember: field] }
        _modify { yield &fields[dynamicMember: field] }
    }
}
