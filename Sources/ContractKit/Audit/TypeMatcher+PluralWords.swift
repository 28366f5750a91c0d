/// A contract name with a plural word inside it where the app's name has the singular:
/// `AlertsHistoryRecord` for the app's `AlertHistoryRecord`, `CategoriesListResponse` for
/// `CategoryListResponse`. The collection a backend names its records after is plural; the app
/// names one record. Only an inner word is made singular (the last word is the type's own
/// noun, and a plural there is another type: `Setting` and `Settings`), and the keys must
/// still support the pair, as they must for an affix.
extension TypeMatcher {
    /// The shortest inner word taken for a plural.
    static let shortestPluralWord = 4

    /// `Alerts` → `Alert`, `Categories` → `Category`; nil for a word that is no regular plural
    /// (`Status`, `Address`, `Analysis`, `News`) or too short to tell.
    static func singular(_ word: String) -> String? {
        guard word.count >= shortestPluralWord, word.hasSuffix("s"), word.first?.isUppercase == true else { return nil }
        let lower = word.lowercased()
        if ["ss", "us", "is", "ws", "ics"].contains(where: { lower.hasSuffix($0) }) { return nil }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        return String(word.dropLast())
    }

    /// The words of a type name, each starting at a capital: `AlertsHistoryRecord` → `Alerts`,
    /// `History`, `Record`; an acronym before a word is a word of its own (`HTTPError` → `HTTP`, `Error`).
    static func camelWords(_ name: String) -> [String] {
        let chars = Array(name)
        var words: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            if c.isUppercase, let previous = current.last {
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The stems of a name with one inner plural word made singular (`AlertsHistoryRecord` →
    /// `alerthistoryrecord`, `alerthistory`) that its own stems do not have.
    static func singularWordStems(_ name: String) -> Set<String> {
        let own = stems(name)
        var found = Set<String>()
        let words = camelWords(lastComponent(name))
        for (i, word) in words.enumerated().dropLast() {
            guard let singular = singular(word) else { continue }
            var changed = words
            changed[i] = singular
            // Only the forms that keep the singular word: one the affixes cut it from is no name for it.
            let kept = singular.lowercased()
            found.formUnion(stems(changed.joined()).subtracting(own).filter { $0.contains(kept) })
        }
        return found
    }
}
