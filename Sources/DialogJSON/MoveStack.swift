/// A stack that hands its top elements out as an `Array` by moving them, not copying them.
///
/// The parser keeps the children of every open container on one such stack; when a
/// container closes, its children move into the container's new array, with none of the
/// retain/release pairs that copying `JSONValue`s would cost. It frees whatever is left
/// when it goes away, so a parse that stops at an error cleans up too.
struct MoveStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Read access in place, without copying the element out.
    subscript(position: Int) -> Element {
        unsafeAddress { UnsafePointer(base + position) }
    }

    /// The top element's address, to change it in place. (A closure taking `inout Element`
    /// cannot be used for this: moving a captured variable into it would leave the caller
    /// believing the variable is still initialised.)
    var topAddress: UnsafeMutablePointer<Element> { base + (count - 1) }

    /// Removes the elements from `start` to the top and returns them, in order, as an array.
    mutating func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        count = start
        // Appending moved elements costs no retain or release. (`Array(unsafeUninitializedCapacity:)`
        // would be simpler, but it calls an unspecialised allocator that looks up generic
        // metadata on every call, which cost more than all the appends.)
        var children: [Element] = []
        children.reserveCapacity(moved)
        for offset in 0..<moved { children.append((source + offset).move()) }
        return children
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
