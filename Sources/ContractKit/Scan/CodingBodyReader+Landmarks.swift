/// Where a coding body's rarer constructs are, found in one pass over its tokens: the
/// readers that look for a coder handed on (`try fill(from: container)`), a value decoded
/// from the whole coder (`Base(from: decoder)`) or a `catch` then visit those places only,
/// instead of each walking the whole body again.
struct BodyLandmarks {
    /// Identifiers followed by `)` or `,`, not after a `.`: a value passed by name (`with: decoder)`,
    /// `(keyed,`), not a key (`forKey: .id)`) or a type (`String.self,`), which most bodies hold by the dozen.
    var namedArguments: [Int] = []
    /// A `(` followed by `from:` or `to:`: `Type(from: decoder)`, `base.encode(to: encoder)`.
    var coderLabels: [Int] = []
    /// A method called after a `.` whose name is as long as one that opens a container
    /// (`decoder.container(`, `c.nestedContainer(`): most calls (`decode(`) are not.
    var containerCalls: [Int] = []
    /// Words a construct beyond a static reading starts at: `decoder` before a `.`, `allKeys`
    /// after one, `forKey` before a `:` that a computed key may follow (`partialConstructs`).
    var partialCandidates: [Int] = []
    /// `func` (a local function, which may read the key it is given).
    var functions: [Int] = []
    /// The body has a `catch`, or asks a container whether it `contains` a key.
    var catches = false
    var asksContains = false

    init(_ body: UnsafeBufferPointer<SwiftToken>) {
        let n = body.count
        var i = 0
        // Fields read in place: a token copied is a retain and a release of its text.
        while i < n {
            if body[i].kind == .identifier {
                if i + 1 < n, body[i + 1].punctByte == UInt8(ascii: ")") || body[i + 1].punctByte == UInt8(ascii: ","),
                   i == 0 || body[i - 1].punctByte != UInt8(ascii: ".") {
                    namedArguments.append(i)
                }
                if body[i].hasText("catch") { catches = true } else if body[i].hasText("contains") { asksContains = true }
                noteCalls(body, at: i)
            } else if body[i].punctByte == UInt8(ascii: "("), i + 2 < n, body[i + 1].isWord("from") || body[i + 1].isWord("to"), body[i + 2].isPunct(":") {
                coderLabels.append(i)
            }
            i += 1
        }
    }

    /// The calls and words at the identifier at `i` that the readers look for.
    @inline(__always) private mutating func noteCalls(_ body: UnsafeBufferPointer<SwiftToken>, at i: Int) {
        let n = body.count
        let afterDot = i > 0 && body[i - 1].punctByte == UInt8(ascii: ".")
        if afterDot, i + 1 < n, body[i + 1].punctByte == UInt8(ascii: "(") {
            let length = body[i].text.utf8.count
            if length < 64, CodingBodyReader.containerMethodLengths & 1 << length != 0 { containerCalls.append(i) }
        }
        if body[i].word == .func { functions.append(i) }
        if (i + 1 < n && body[i + 1].punctByte == UInt8(ascii: ".") && body[i].hasText("decoder")) || (afterDot && body[i].hasText("allKeys"))
            || (i + 2 < n && body[i + 1].punctByte == UInt8(ascii: ":") && body[i + 2].punctByte != UInt8(ascii: ".") && body[i].hasText("forKey")) {
            partialCandidates.append(i)
        }
    }
}
