/// Optional chaining on a container (`try? schedule?.nestedContainer(…)`, `doors?.decode(…)`):
/// the receiver is still the container before the `?`.
extension CodingBodyReader {
    /// Whether the `?` or `!` at `j` chains a member on the value before it (`c?.decode`), not `try?`.
    func isOptionalChaining(at j: Int) -> Bool {
        j >= 1 && j + 1 < body.count && (body[j].isPunct("?") || body[j].isPunct("!")) && body[j + 1].isPunct(".")
            && body[j - 1].kind == .identifier && !body[j - 1].isWord("try")
    }
}
