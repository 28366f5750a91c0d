/// Small text helpers every stage uses.

/// `WorkDTO.BoundingBox` → `BoundingBox`.
func lastComponent(_ name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
}

/// `boundingBox` → `BoundingBox`.
func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

/// `42` rather than `42.0` for whole numbers.
func formatNumber(_ n: Double) -> String {
    if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
}
