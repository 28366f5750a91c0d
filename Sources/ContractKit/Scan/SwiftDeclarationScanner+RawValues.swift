/// The raw values Swift gives enum cases that do not write one.
extension SwiftDeclarationScanner {
    /// An integer-backed enum's cases without `= n` take the one before plus one, from 0, as
    /// Swift gives them: `case meta = 1, summary, detailed` are 1, 2 and 3.
    static func withImplicitRawValues(_ scanned: [ScannedCase], of type: ScannedType?) -> [ScannedCase] {
        var cases = scanned
        guard let type, type.kind == .enum, let raw = type.conformances.first, ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(raw) else { return cases }
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

    /// `12`, `-3`, `1_000`, `0x1F` as an Int.
    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        let magnitude = negative ? String(digits.dropFirst()) : digits
        let value = magnitude.hasPrefix("0x") ? Int(magnitude.dropFirst(2), radix: 16) : magnitude.hasPrefix("0b") ? Int(magnitude.dropFirst(2), radix: 2) : Int(magnitude)
        return value.map { negative ? -$0 : $0 }
    }
}
