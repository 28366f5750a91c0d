/// What Swift infers where the source writes no type: the raw values of enum cases that do
/// not write one, and the type of a property from its literal default.
extension SwiftDeclarationScanner {
    /// `var email = ""` is a String, `= false` a Bool, `= 0` an Int, `= 0.5` a Double, and
    /// `= Date()` or `= [Tag]()` the type called; nil for anything else.
    static func literalType(_ value: String) -> String? {
        guard let first = value.first else { return nil }
        if first == "\"" { return "String" }
        if value == "true" || value == "false" { return "Bool" }
        let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
        if let head = digits.first, head.isNumber {
            return digits.allSatisfy { $0.isNumber || $0 == "_" } || digits.hasPrefix("0x") ? "Int" : "Double"
        }
        // `Date()`, `[Tag]()`, `Set<String>()`: a call of a type with no arguments.
        guard value.hasSuffix("()"), first.isUppercase || first == "[" else { return nil }
        let called = String(value.dropLast(2))
        return called.contains(where: { $0 == "(" || $0 == " " || $0 == "." && !called.hasByte(UInt8(ascii: "<")) }) ? nil : called
    }

    /// An integer-backed enum's cases without `= n` take the one before plus one, from 0, as
    /// Swift gives them: `case meta = 1, summary, detailed` are 1, 2 and 3.
    static func withImplicitRawValues(_ scanned: [ScannedCase], of type: ScannedType?) -> [ScannedCase] {
        var cases = scanned
        // Every case line asks (a `CodingKeys: String` enum's too): the raw type is looked at in
        // place, its first byte ruling most out, before the type is bound (a copy of all of it).
        guard type?.kind == .enum, let raw = type?.conformances.first, raw.utf8.first == UInt8(ascii: "I") || raw.utf8.first == UInt8(ascii: "U"),
              Self.integerRawTypes.contains(raw), let type else { return cases }
        var previous: Int? = type.cases.last.map { $0.rawValue.flatMap(Self.integer) } ?? -1
        for i in cases.indices {
            if let written = cases[i].rawValue {
                previous = Self.integer(written)
            } else if let before = previous, cases[i].associatedValues.isEmpty {
                cases[i].rawValue = String(before + 1)
                previous = before + 1
            } else {
                previous = nil
            }
        }
        return cases
    }

    static let integerRawTypes = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// `12`, `-3`, `1_000`, `0x1F` as an Int.
    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        let magnitude = negative ? String(digits.dropFirst()) : digits
        let value = magnitude.hasPrefix("0x") ? Int(magnitude.dropFirst(2), radix: 16) : magnitude.hasPrefix("0b") ? Int(magnitude.dropFirst(2), radix: 2) : Int(magnitude)
        return value.map { negative ? -$0 : $0 }
    }
}
