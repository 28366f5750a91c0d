/// The modifiers a declaration may start with (`public static let`), told apart from names.
extension SwiftDeclarationScanner {
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "lazy", "weak", "unowned",
        "mutating", "nonmutating", "override", "required", "convenience", "dynamic", "nonisolated", "indirect", "optional",
        "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed", "async",
    ]
    static let accessLevels: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

    /// Whether `text` is one of `modifiers`: compared by length first, with no hashing (every
    /// declaration of every file asks, most of them twice). `SwiftModifierTests`
    /// checks it against the set.
    static func isModifier(_ text: String) -> Bool {
        switch text.utf8.count {
        case 4: text == "open" || text == "lazy" || text == "weak"
        case 5: text == "final" || text == "infix" || text == "async"
        case 6: text == "public" || text == "static" || text == "prefix"
        case 7: text == "private" || text == "package" || text == "unowned" || text == "dynamic" || text == "postfix"
        case 8: text == "internal" || text == "mutating" || text == "override" || text == "required" || text == "indirect" || text == "optional"
                || text == "isolated"
        case 9: text == "consuming" || text == "borrowing"
        case 11: text == "fileprivate" || text == "nonmutating" || text == "convenience" || text == "nonisolated" || text == "distributed"
        default: false
        }
    }

    /// Whether `text` is one of `accessLevels`, as `isModifier` asks.
    static func isAccessLevel(_ text: String) -> Bool {
        switch text.utf8.count {
        case 4: text == "open"
        case 6: text == "public"
        case 7: text == "private" || text == "package"
        case 8: text == "internal"
        case 11: text == "fileprivate"
        default: false
        }
    }
}
