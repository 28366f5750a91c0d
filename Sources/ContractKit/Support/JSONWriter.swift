/// Writes pretty JSON straight into bytes: two-space indents, `"key" : value`, and keys
/// in the order the caller gives them, which must be sorted by code point.
///
/// ContractKit writes its own JSON because Foundation's `JSONEncoder` with sorted keys
/// took two thirds of `contractkit ir`'s time on large contracts. Debug builds (and so
/// every test run) assert that keys arrive sorted.
public struct JSONWriter {
    /// The output so far. Small appends dominate JSON writing, so they go through a
    /// raw buffer rather than `Array.append`, which checks uniqueness on every call.
    private let buffer: ByteBuffer
    public var bytes: [UInt8] { buffer.array }

    /// A writer that keeps the whole document in memory.
    public init() { buffer = ByteBuffer() }

    /// A writer that hands its output to `sink` in chunks, so a large document never
    /// sits in memory whole. Call `flush()` at the end.
    public init(chunksTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        buffer = ByteBuffer(capacity: 1 << 18, sink: sink)
    }

    /// Ends the document with a newline and hands any buffered bytes to the sink.
    public func flush() {
        buffer.append(UInt8(ascii: "\n"))
        buffer.drain()
    }
    /// Per open container: how many members it has so far, and the last key written.
    private var counts: [Int] = []
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif
    /// True between a key and its value, which continues the key's line.
    private var afterKey = false


    /// The document with a final newline.
    public var text: String { String(decoding: finished, as: UTF8.self) }

    /// The document's bytes with a final newline.
    public var finished: [UInt8] {
        var b = buffer.array
        b.append(UInt8(ascii: "\n"))
        return b
    }

    private func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { buffer.append($0) }
    }

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    public mutating func array<S: Sequence>(_ items: S, _ element: (inout JSONWriter, S.Element) -> Void) {
        array { w in for item in items { element(&w, item) } }
    }

    /// An array of many independent items, written on all cores: runs of items go into
    /// writers of their own at this depth, and their bytes are appended in order, a few
    /// runs at a time, so a streamed document still never sits in memory whole. The bytes
    /// are those `array(_:_:)` writes.
    public mutating func array<T: Sendable>(inParallel items: [T], _ element: @escaping @Sendable (inout JSONWriter, T) -> Void) {
        open(UInt8(ascii: "["))
        let depth = counts.count, contractOrder = keysInContractOrder
        let run = 64, runsARound = Parallel.workers * 4
        var start = 0
        while start < items.count {
            let first = start, runs = min(runsARound, (items.count - start + run - 1) / run)
            let pieces = Parallel.map(runs) { r -> [UInt8] in
                var w = JSONWriter()
                w.keysInContractOrder = contractOrder
                w.counts = Array(repeating: 0, count: depth)
                #if DEBUG
                w.lastKeys = Array(repeating: nil, count: depth)
                #endif
                let lower = first + r * run
                // A comma before every item but the array's first.
                w.counts[depth - 1] = lower == 0 ? 0 : 1
                for i in lower..<min(items.count, lower + run) { element(&w, items[i]) }
                return w.buffer.array
            }
            for piece in pieces { piece.withUnsafeBufferPointer { buffer.append($0) } }
            start = min(items.count, first + runs * run)
        }
        counts[counts.count - 1] = items.count
        close(UInt8(ascii: "]"))
    }

    /// Keys in sorted order are checked in debug builds; a payload keeps its contract's
    /// field order instead.
    public var keysInContractOrder = false

    /// Starts a member of the current object.
    public mutating func key(_ key: String) {
        #if DEBUG
        if !keysInContractOrder, let last = lastKeys.last, let previous = last {
            assert(previous.utf8.lexicographicallyPrecedes(key.utf8), "JSON keys out of order: '\(previous)' before '\(key)'")
        }
        lastKeys[lastKeys.count - 1] = key
        #endif
        separate()
        writeString(key)
        raw(" : ")
        afterKey = true
    }

    public mutating func string(_ value: String) { separate(); writeString(value) }
    public mutating func number(_ value: Double) { separate(); buffer.append(formatNumber(value)) }
    public mutating func bool(_ value: Bool) { separate(); value ? raw("true") : raw("false") }
    public mutating func null() { separate(); raw("null") }

    public mutating func number(_ value: Int) {
        separate()
        guard value >= 0 else { buffer.append(String(value)); return }
        // Digits without allocating a String: line and column numbers are everywhere.
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = value, count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
                count += 1
            } while n > 0
            self.buffer.append(UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]).bindMemory(to: UInt8.self))
        }
    }

    /// Writes `"key" : "value"`.
    public mutating func field(_ key: String, _ value: String) { self.key(key); string(value) }
    public mutating func field(_ key: String, _ value: Int) { self.key(key); number(value) }
    public mutating func field(_ key: String, _ value: Bool) { self.key(key); bool(value) }
    /// Writes the member only when the value is present.
    public mutating func field(_ key: String, _ value: String?) { if let value { field(key, value) } }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        separate()
        buffer.append(bracket)
        counts.append(0)
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    private mutating func close(_ bracket: UInt8) {
        #if DEBUG
        lastKeys.removeLast()
        #endif
        let count = counts.removeLast()
        if count > 0 {
            buffer.append(UInt8(ascii: "\n"))
            indent()
        }
        buffer.append(bracket)
    }

    /// Before a member: a comma after the previous sibling, a line break and the indent.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard !counts.isEmpty else { return }
        if counts[counts.count - 1] > 0 { buffer.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        buffer.append(UInt8(ascii: "\n"))
        indent()
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 512)

    private mutating func indent() {
        var n = counts.count * 2
        while n > 0 {
            let chunk = min(n, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[0..<chunk])) }
            n -= chunk
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ value: String) {
        var s = value
        buffer.append(UInt8(ascii: "\""))
        // Most strings need no escaping: copy them whole.
        let copied = s.withUTF8 { utf8 -> Bool in
            for b in utf8 where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return false }
            buffer.append(utf8)
            return true
        }
        if copied {
            buffer.append(UInt8(ascii: "\""))
            return
        }
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                buffer.append(Self.hex[Int(b >> 4)])
                buffer.append(Self.hex[Int(b & 0xF)])
            default: buffer.append(b)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}

/// A growable byte buffer with cheap appends.
final class ByteBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where full buffers go; nil keeps everything in memory.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(capacity: Int = 1 << 16, sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.capacity = capacity
        self.sink = sink
        storage = .allocate(capacity: capacity)
    }

    /// Hands the buffered bytes to the sink and empties the buffer.
    func drain() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: storage, count: count))
        count = 0
    }

    deinit { storage.deallocate() }

    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    @inline(__always) private func reserve(_ extra: Int) {
        if count + extra > capacity { makeRoom(extra) }
    }

    @inline(never) private func makeRoom(_ extra: Int) {
        if sink != nil {
            drain()
            if extra <= capacity { return }
        }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    func append(_ string: String) {
        var s = string
        s.withUTF8 { append($0) }
    }
}
