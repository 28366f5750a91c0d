/// The offset of the first byte that is not part of valid UTF-8, or nil; within `range` when given.
func firstInvalidUTF8Offset(_ bytes: [UInt8], in range: Range<Int>? = nil) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
        guard let base = buffer.baseAddress else { return nil }
        let n = range?.upperBound ?? buffer.count
        var i = range?.lowerBound ?? 0
        while i < n {
            // ASCII runs, eight bytes at a time: most source files are nothing else.
            while i + 8 <= n, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            let b = base[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            if b & 0xE0 == 0xC0, b >= 0xC2 { length = 2 } else if b & 0xF0 == 0xE0 { length = 3 } else if b & 0xF8 == 0xF0, b <= 0xF4 { length = 4 } else { return i }
            if i + length > n { return i }
            for k in 1..<length where base[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}
