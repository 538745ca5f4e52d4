/// A growable buffer for the parser's hot appends (nodes, child lists, the node stack).
///
/// An Array stored in the parser struct pays, on every append through `self`, a uniqueness
/// check, a capacity check and a bounds check; this pays one capacity compare. Elements must
/// be trivial (no references): nothing is deinitialized. One `Parser` owns each buffer, never
/// copies it out of the struct, and ends it with `close()` or `deallocate()`. Each starts in
/// storage the caller lends (see `ParseBuffers`).
struct ParserBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated here; if not, it is the caller's storage (`init(storage:)`).
    private var ownsStorage: Bool

    /// A buffer that fills the caller's uninitialized `storage` (the array being built) until it
    /// needs more room, then moves to memory of its own.
    init(storage: UnsafeMutableBufferPointer<Element>) {
        assert(_isPOD(Element.self), "ParserBuffer never deinitializes its elements")
        if let start = storage.baseAddress, storage.count > 0 {
            base = start
            capacity = storage.count
            ownsStorage = false
        } else {
            capacity = 16
            base = .allocate(capacity: capacity)
            ownsStorage = true
        }
    }

    /// Element `index` (< `count`), read and written in place.
    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count)
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count)
            return base + index
        }
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(minimum: count + 1) }
        appendUnchecked(element)
    }

    /// Makes room for `n` more elements, for `appendUnchecked`.
    @inline(__always) mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(minimum: count + n) }
    }

    @inline(__always) mutating func appendUnchecked(_ element: Element) {
        assert(count < capacity)
        (base + count).initialize(to: element)
        count &+= 1 // cannot overflow: count < capacity
    }

    /// Drops the elements from `newCount` on (trivial elements: only the count changes).
    @inline(__always) mutating func removeLast(downTo newCount: Int) {
        assert(newCount >= 0 && newCount <= count)
        count = newCount
    }

    @inline(never) mutating func grow(minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        precondition(newCapacity <= Int(Int32.max), "the parser indexes nodes and children with Int32")
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsStorage = true
    }

    /// A copy of the elements as an array (the tree's public storage). One memcpy: building
    /// the array from an UnsafeBufferPointer copies element by element.
    func array() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Ends a buffer made with `init(storage:)`: how many elements that storage holds, or 0 and
    /// the elements as an array if they outgrew it.
    func close() -> (inPlace: Int, spilled: [Element]?) {
        guard ownsStorage else { return (count, nil) }
        defer { base.deallocate() }
        return (0, array())
    }

    func deallocate() {
        if ownsStorage { base.deallocate() }
    }
}

/// The parser's expression-ending flags (see `Parser.context`).
struct ExpressionContext: OptionSet {
    let rawValue: UInt8
    static let noTrailingClosure = ExpressionContext(rawValue: 1)
    static let lineLimited = ExpressionContext(rawValue: 2)
    static let stopAtAssignment = ExpressionContext(rawValue: 4)
}

extension ExpressionContext {
    @inline(__always) mutating func set(_ flag: ExpressionContext, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
