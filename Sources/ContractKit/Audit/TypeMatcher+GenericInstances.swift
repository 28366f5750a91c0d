/// One generic contract type, several concrete Swift structs: a page envelope
/// `Page<T> { meta?: {...}; items?: T }` that the app writes out once per payload
/// (`BookPage { meta; items: [Book] }`, `AuthorPage { meta; items: [Author] }`). Each struct
/// is an instance of the generic (`Page<Book[]>`, `Page<Author[]>`), so they tie by shape; they
/// are not rival mirrors of one type, they are all its readers. The contract type pairs with
/// the first by name and the others read it too, so every one of them is audited.
///
/// Only a tie that the type parameter explains is settled so: the tied Swift types hold a
/// different type in every field the parameter types, one each. Which instance is the
/// counterpart is only the first by name, so its fields pair nothing: each instance's
/// `meta` struct is its own, and the contract's `Meta` pairs on its own evidence.
extension TypeMatcher {
    /// Pairs `c.decl` with every tied Swift type when each is an instance of the generic
    /// contract type; true when it did. `tied` are `c` and its rivals, all for one contract type.
    mutating func pairGenericInstances(_ tied: [Candidate]) -> Bool {
        let decl = tied[0].decl
        guard tied.count > 1, decl.kind == .object, !decl.genericParameters.isEmpty,
              tied.allSatisfy({ $0.decl.name == decl.name }) else { return false }
        let parameters = Set(decl.genericParameters.map(\.name))
        let typed = (decl.fields ?? []).filter { field in
            field.type.contains { if case .typeParameter(let name) = $0 { parameters.contains(name) } else { false } }
        }
        guard !typed.isEmpty else { return false }
        // What each Swift type holds where the parameter stands: distinct in every such field.
        var arguments: [(candidate: Candidate, written: String)] = []
        for candidate in tied.sorted(by: { $0.type.name < $1.type.name }) {
            // A Swift generic (`Page<Item>`) is the generic again, not one of its instances.
            guard candidate.type.genericParameters.isEmpty else { return false }
            let wire = wire(candidate.type)
            let held = typed.map { field in
                wire.key(forWireName: field.name).flatMap { $0.swiftType ?? wire.property(of: $0)?.type }
            }
            guard held.allSatisfy({ $0 != nil }) else { return false }
            arguments.append((candidate, held.compactMap { $0 }.joined(separator: ", ")))
        }
        guard Set(arguments.map(\.written)).count == arguments.count else { return false }
        let generic = decl.name + "<" + decl.genericParameters.map(\.name).joined(separator: ", ") + ">"
        func how(_ entry: (candidate: Candidate, written: String)) -> String {
            entry.candidate.how + Self.genericInstanceMark + "\(generic) holding \(entry.written)"
        }
        let first = arguments[0]
        matches[decl.name] = (first.candidate.type, how(first))
        weak[decl.name] = nil
        for other in arguments.dropFirst() where !(alsoCarriedBy[decl.name] ?? []).contains(where: { $0.type.name == other.candidate.type.name }) {
            alsoCarriedBy[decl.name, default: []].append((other.candidate.type, how(other)))
        }
        return true
    }

    /// Whether a pair's method says it is one of a generic's instances.
    static func isGenericInstance(_ method: String) -> Bool { WireContext.contains(method, genericInstanceMark) }

    static let genericInstanceMark = ", an instance of "
}
