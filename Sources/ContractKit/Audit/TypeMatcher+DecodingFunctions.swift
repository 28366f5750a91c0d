/// Pairing a struct through the function that decodes it. An app often declares the answer of
/// one call right where it makes the call: `func getDailyReview() { struct ReviewResponse {
/// let highlights: [Highlight] } … decode(ReviewResponse.self, from: data) }`. Its one key
/// fits any contract envelope with a `highlights` list, but the function names the operation
/// whose answer it is: the contract's `GetDailyReviewResponse`, which has every key the struct
/// reads. `fetchOrders` and `ListOrdersResponse` name the same operation: a leading verb of
/// fetching says nothing about which.
///
/// Only a struct no contract type is named like, and only a contract envelope (a name ending in
/// `Response`, `Result`, `Payload` or `Reply`) that alone matches the function's words and has
/// every key of the struct: the function is evidence for a pair, never against one.
struct FunctionDecode: Sendable, Equatable {
    /// The type as written at the decode: `ReviewResponse`.
    var type: String
    /// The function the decode is written in: `getDailyReview`.
    var function: String
}

extension TypeMatcher {
    /// Verbs that say a call fetches, not what it fetches.
    static let fetchingVerbs: Set<String> = ["get", "fetch", "list", "load", "retrieve", "request", "query", "read"]

    /// Every `decode(T.self, …)` of a plain named type inside a function.
    static func functionDecodes(_ files: [ScannedFile]) -> [FunctionDecode] {
        var found: [FunctionDecode] = []
        for file in files {
            for use in file.codingUses where use.kind == .decode {
                guard let function = use.enclosingFunction, case .named(_, let arguments) = SwiftTypeShape(use.type), arguments.isEmpty else { continue }
                found.append(FunctionDecode(type: use.type, function: function))
            }
        }
        return found
    }

    /// The words of an operation in order, lower-cased, without a leading verb of fetching:
    /// `getDailyReview` → `daily review`, `ListOrders` → `orders`.
    static func operationWords(_ name: String) -> String {
        var words = camelCaseWords(name)
        if words.count > 1, fetchingVerbs.contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// The operation a contract envelope answers, by its name: `GetDailyReviewResponse` → `daily review`; nil for other names.
    static func envelopeOperation(_ name: String) -> String? {
        let plain = lastComponent(name)
        for suffix in ["Response", "Result", "Payload", "Reply"] where plain.hasSuffix(suffix) && plain.count > suffix.count {
            return operationWords(String(plain.dropLast(suffix.count)))
        }
        return nil
    }

    /// Pairs each struct decoded in a function with the one contract envelope that function
    /// names and that has every key of the struct. Runs before pairing by name and shape.
    mutating func pairThroughDecodingFunctions() {
        guard !functionDecodes.isEmpty else { return }
        var envelopes: [String: [Declaration]] = [:]
        for decl in schema.declarations where decl.kind == .object && !(decl.fields ?? []).isEmpty {
            if let words = Self.envelopeOperation(decl.name) { envelopes[words, default: []].append(decl) }
        }
        guard !envelopes.isEmpty else { return }
        var taken = Set(matches.values.map(\.type.name))
        for site in functionDecodes {
            guard let named = envelopes[Self.operationWords(site.function)], let t = decodedAppType(site.type),
                  !taken.contains(t.name), t.genericParameters.isEmpty, t.kind == .struct || t.kind == .class,
                  declarations[t.name] == nil, declarations[lastComponent(t.name)] == nil else { continue }
            let keys = wire(t).keysWithProperties
            guard !keys.isEmpty else { continue }
            let fitting = named.filter { decl in
                matches[decl.name] == nil && sameName(decl) == nil && fits(t, decl) && hasEveryKey(decl, keys)
            }
            guard fitting.count == 1, let decl = fitting.first else { continue }
            matches[decl.name] = (t, "decoded in \(site.function)(), which names \(decl.name), and every key of \(lastComponent(t.name)) is in it")
            taken.insert(t.name)
        }
    }

    /// Whether the contract object has a field for each of these wire keys.
    func hasEveryKey(_ decl: Declaration, _ keys: [String]) -> Bool {
        var names = Set<String>()
        for field in decl.fields ?? [] {
            names.insert(field.name)
            if convertsFromSnakeCase { names.insert(WireModel.camelCase(fromSnakeCase: field.name)) }
        }
        return keys.allSatisfy(names.contains)
    }
}
