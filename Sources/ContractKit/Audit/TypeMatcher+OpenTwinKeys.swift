/// Swift twins that differ only where the contract allows any value: `Contents.IModel.content`
/// is `any`, and an app reads it as a directory's list in `ContentsResponse` and as a notebook
/// in `NotebookResponse`. What each holds there is a value the contract leaves open, so the two
/// read the contract type alike; the name, with its namespace (`Contents`), singles one out.
extension TypeMatcher {
    /// The contract type's keys that take any value (`any`, `unknown`, either or null).
    static func openKeys(_ decl: Declaration) -> Set<String> {
        var keys = Set<String>()
        for field in decl.fields ?? [] {
            var type = field.type
            while case .nullable(let inner) = type { type = inner }
            if type == .any || type == .unknown { keys.insert(field.name) }
        }
        return keys
    }

    /// `wireShape`, with the Swift type of each key in `open` left out of the comparison, and
    /// whether it may be absent or null: a value the contract leaves open may be null too.
    mutating func wireShape(_ type: ScannedType, anyValueAt open: Set<String>) -> [String] {
        let shape = wireShape(type)
        guard !open.isEmpty else { return shape }
        // `name:type:names:mayBeAbsent:decodes:encodes`, where the type may hold colons (`[String: Int]`).
        return shape.map { entry in
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 6, open.contains(String(parts[0])) else { return entry }
            return "\(parts[0]):*:*:*:" + parts.suffix(2).joined(separator: ":")
        }.sorted()
    }

    /// The words of each component of a contract type's name: `Contents.IModel` → contents, i, model.
    static func qualifiedNameWords(_ name: String) -> Set<String> {
        var words = Set<String>()
        for component in name.split(separator: ".") { words.formUnion(nameWords(String(component))) }
        return words
    }
}
