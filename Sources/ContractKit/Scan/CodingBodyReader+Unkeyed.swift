/// What a decoder that reads an array (`decoder.unkeyedContainer()`) requires of it: each
/// `try c.decode(String.self)` at the body's top level, outside any loop or branch, takes
/// the next element and throws when there is none. In
/// ```swift
/// var c = try decoder.unkeyedContainer()
/// name = try c.decode(String.self)
/// value = try c.decode(String.self)
/// while !c.isAtEnd { rest.append(try c.decode(String.self)) }
/// ```
/// the array must hold at least two elements; the loop takes any number more.
///
/// Only a decoder that also loops to the array's end (`isAtEnd`) reads a list of any length
/// with a required head. One that takes a fixed number of elements (`[longitude, latitude]`)
/// reads a tuple, which the contract's reader keeps as a plain array: no length to compare.
extension CodingBodyReader {
    /// How many elements the body's own unkeyed container must have before its loop, or 0.
    func leadingElements(_ containers: [ScannedContainer]) -> Int {
        let names = Set(containers.filter { $0.kind == .unkeyed && $0.parent == nil }.compactMap(\.name))
        guard !names.isEmpty, body.contains(where: { $0.kind == .identifier && $0.text == "isAtEnd" }) else { return 0 }
        var depth = 0
        var count = 0
        for i in body.indices {
            let t = body[i]
            if t.isPunct("{") { depth += 1 } else if t.isPunct("}") { depth -= 1 }
            // `c.decode(` at the top level: not `decodeIfPresent`, not `decodeNil`, not under `try?`.
            guard depth == 0, t.kind == .identifier, t.text == "decode", i >= 2, i + 1 < body.count, body[i + 1].isPunct("("),
                  body[i - 1].isPunct("."), body[i - 2].kind == .identifier, names.contains(body[i - 2].text) else { continue }
            if i >= 4, body[i - 3].isPunct("?"), body[i - 4].isWord("try") { continue }
            count += 1
        }
        return count
    }
}
