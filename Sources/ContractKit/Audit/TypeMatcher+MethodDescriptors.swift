/// Method descriptors: SDKs for JSON-RPC style protocols describe each method or notification
/// with a Swift type that carries no data, only its wire name as a static constant and its
/// payload types nested in it:
///
///     enum ReadResource: Method {
///         static let name = "resources/read"
///         struct Parameters: Codable { let uri: String }
///     }
///
/// and decode the message itself with one generic envelope (`Request<M>`, whose `params` is
/// `M.Parameters`). The contract spells the same method as an envelope of its own:
/// `interface ReadResourceRequest { method: "resources/read"; params: ReadResourceRequestParams }`.
///
/// The descriptor has no stored instance property, so it cannot carry an envelope's fields
/// (`fits` refuses it for an object with fields), and the envelope's literal names it: the
/// envelope's payload field (`params`) pairs with the descriptor's nested type of that name
/// (`ReadResource.Parameters`), whatever the two are called.
extension TypeMatcher {
    /// A struct that declares static constants but no stored instance property: a descriptor
    /// whose values are the type's own, never a payload's.
    static func carriesNoInstanceData(_ t: ScannedType) -> Bool {
        guard t.kind == .struct else { return false }
        var hasStatic = false
        for property in t.properties where property.stored {
            if !property.static { return false }
            hasStatic = true
        }
        return hasStatic
    }

    /// Type names by the string literal a static stored constant of theirs holds:
    /// `static let name = "resources/read"` gives `resources/read` → `ReadResource`.
    static func typesByStaticLiteral(_ types: [String: ScannedType]) -> [String: [String]] {
        var byLiteral: [String: [String]] = [:]
        // Each type's properties read in place: a copy of every type would retain all its tables.
        let (names, values) = (types.keys, types.values)
        for i in values.indices where values[i].kind != .extension && values[i].properties.contains(where: { $0.static && $0.stored }) {
            let name = names[i]
            for property in values[i].properties where property.static && property.stored {
                guard let value = property.defaultValue, value.utf8.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""),
                      !value.dropFirst().dropLast().contains("\"") else { continue }
                byLiteral[String(value.dropFirst().dropLast()), default: []].append(name)
            }
        }
        return byLiteral.mapValues { Array(Set($0)).sorted() }
    }

    /// Pairs each unpaired payload of a contract envelope with the nested type of the one
    /// Swift type whose static constant is the envelope's literal `method` (or other tag).
    mutating func pairDescriptorPayloads() {
        let byLiteral = Self.typesByStaticLiteral(swiftTypes)
        guard !byLiteral.isEmpty else { return }
        // Codable types by the type they are nested in, built once.
        var nestedIn: [String: [String]] = [:]
        for name in codableByLastComponent.values.joined() {
            guard let dot = name.lastIndex(of: ".") else { continue }
            nestedIn[String(name[..<dot]), default: []].append(name)
        }
        for decl in schema.declarations where decl.kind == .object {
            let fields = decl.fields ?? []
            for tag in fields {
                guard case .literal(.string(let literal)) = tag.type, let owners = byLiteral[literal], owners.count == 1 else { continue }
                for field in fields where field.name != tag.name {
                    guard case .reference(let payload, _) = field.type.nonNullable, matches[payload] == nil,
                          let target = declarations[payload], target.kind == .object,
                          let nested = nestedPayload(nestedIn[owners[0]] ?? [], forField: field.name), fits(nested, target) else { continue }
                    matches[payload] = (nested, "the \(lastComponent(nested.name)) of \(owners[0]), whose static constant is \(decl.name).\(tag.name) '\(literal)'")
                }
            }
        }
    }

    /// The one of an owner's nested Codable types whose name starts with the field's name
    /// less a plural `s`: `params` → `Parameters`, `result` → `Result`.
    func nestedPayload(_ nested: [String], forField field: String) -> ScannedType? {
        var stem = field.lowercased()
        if stem.count > 3, stem.hasSuffix("s") { stem.removeLast() }
        let found = nested.filter { lastComponent($0).lowercased().hasPrefix(stem) }
        return found.count == 1 ? swiftTypes[found[0]] : nil
    }
}

extension TypeRef {
    /// The type without a `| null` around it.
    var nonNullable: TypeRef {
        if case .nullable(let inner) = self { return inner.nonNullable }
        return self
    }
}
