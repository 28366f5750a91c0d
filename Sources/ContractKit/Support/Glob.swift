/// A `*` wildcard pattern: `*` matches any run of characters, everything else itself.
/// For config keys such as `generate.integers`: `"*Count"`, `"WorkDTO.*ID"`.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    }

    public func matches(_ text: String) -> Bool {
        guard parts.count > 1 else { return text == pattern }
        var rest = Substring(text)
        // The first part anchors the start, the last the end; the middle ones in order.
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= parts.last!.count && rest.hasSuffix(parts.last!)
    }
}
