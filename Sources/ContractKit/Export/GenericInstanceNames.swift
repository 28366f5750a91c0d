/// The instances of generic types a contract uses, and the schema name each gets.
///
/// An instance is a generic declaration with its arguments, missing ones filled from their
/// defaults (else `unknown`). Its name is the declaration's name followed by each argument's
/// name part: `Page<Book>` is `PageBook`, `Envelope<Page<Book>>` is `EnvelopePageBook`,
/// `Page<string>` is `PageString`, `Page<Book[]>` is `PageBookList`, `Page<Record<string, Book>>`
/// is `PageBookMap`, `Page<Book | null>` is `PageNullableBook`, `Page<A | B>` is `PageAOrB`.
/// The instance whose arguments are all the defaults (`Envelope` for `Envelope<T = unknown>`)
/// keeps the bare name. A name that another schema already has gets `2`, `3`, … in the order
/// of the instances' TypeScript text, after the declarations' own names; so the same
/// contract always gives the same names. A generic type the contract never instantiates is
/// written once, with its defaults.
struct GenericInstanceNames {
    struct Instance {
        var declaration: String
        var arguments: [TypeRef]
        var name: String
    }

    /// Instances sorted by their TypeScript text.
    private(set) var instances: [Instance] = []
    private(set) var diagnostics: Set<Diagnostic> = []
    private var byKey: [String: String] = [:]
    private let declarations: [String: Declaration]

    /// More instances than this means arguments that grow without end (`Nest<T> { next: Nest<T[]> }`).
    static let limit = 1000

    init(_ schema: Schema) {
        let declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        self.declarations = declarations
        var found: [String: (declaration: String, arguments: [TypeRef])] = [:]
        var pending: [(declaration: Declaration, arguments: [TypeRef])] = []
        var overflow: SourceLocation?
        func visit(_ type: TypeRef, _ location: SourceLocation) {
            type.forEachReference { name, arguments in
                guard let decl = declarations[name], !decl.genericParameters.isEmpty else { return }
                let filled = Self.filled(decl, arguments)
                let key = TypeRef.reference(name: name, arguments: filled).typeScriptText
                guard found[key] == nil else { return }
                guard found.count < Self.limit else { overflow = overflow ?? location; return }
                found[key] = (name, filled)
                pending.append((decl, filled))
            }
        }
        func walk(_ decl: Declaration, _ arguments: [TypeRef]) {
            let bindings = Dictionary(zip(decl.genericParameters.map(\.name), arguments), uniquingKeysWith: { a, _ in a })
            for field in decl.fields ?? [] { visit(field.type.exportBinding(bindings), field.location) }
            for variant in decl.variants ?? [] { visit(variant.type.exportBinding(bindings), variant.location) }
            if let target = decl.target { visit(target.exportBinding(bindings), decl.location) }
        }
        for decl in schema.declarations where decl.genericParameters.isEmpty { walk(decl, []) }
        while let next = pending.popLast() { walk(next.declaration, next.arguments) }
        // A generic type no one instantiates is still written, with its defaults.
        for decl in schema.declarations where !decl.genericParameters.isEmpty && !found.values.contains(where: { $0.declaration == decl.name }) {
            visit(.reference(name: decl.name, arguments: []), decl.location)
            while let next = pending.popLast() { walk(next.declaration, next.arguments) }
        }
        if let overflow {
            diagnostics.insert(Diagnostic(.warning, "OpenAPI export: generic instances nest without end; only the first \(Self.limit) are written", at: overflow))
        }
        assignNames(found, taken: Set(schema.declarations.filter { $0.genericParameters.isEmpty }.map(\.name)))
    }

    private mutating func assignNames(_ found: [String: (declaration: String, arguments: [TypeRef])], taken initial: Set<String>) {
        var taken = initial
        for key in found.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let (declaration, arguments) = found[key]!
            let base = baseName(declaration, arguments)
            var name = Self.sanitized(base)
            var n = 2
            while taken.contains(name) {
                name = Self.sanitized(base) + String(n)
                n += 1
            }
            taken.insert(name)
            byKey[key] = name
            instances.append(Instance(declaration: declaration, arguments: arguments, name: name))
        }
    }

    /// The schema name a reference resolves to: its instance's for a generic declaration.
    func name(of declaration: String, arguments: [TypeRef]) -> String? {
        guard let decl = declarations[declaration], !decl.genericParameters.isEmpty else { return nil }
        return byKey[TypeRef.reference(name: declaration, arguments: Self.filled(decl, arguments)).typeScriptText]
    }

    static func filled(_ decl: Declaration, _ arguments: [TypeRef]) -> [TypeRef] {
        decl.genericParameters.enumerated().map { i, parameter in i < arguments.count ? arguments[i] : parameter.defaultType ?? .unknown }
    }

    /// A reference's name before collisions: its arguments' parts after its own name, or
    /// its own name alone when the arguments are its defaults.
    func baseName(_ declaration: String, _ arguments: [TypeRef]) -> String {
        guard let decl = declarations[declaration], !decl.genericParameters.isEmpty else { return declaration }
        let filled = Self.filled(decl, arguments)
        return filled == Self.filled(decl, []) ? declaration : declaration + filled.map(namePart).joined()
    }

    /// An argument's part of an instance name.
    func namePart(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let p): Self.capitalized(p.rawValue)
        case .formattedString(let format): format.rawValue.split(separator: "-").map { Self.capitalized(String($0)) }.joined()
        case .literal(let value): Self.capitalized(value.stringValue)
        case .any: "Any"
        case .unknown: "Unknown"
        case .array(let element): namePart(element) + "List"
        case .map(let value): namePart(value) + "Map"
        case .reference(let name, let arguments): baseName(name, arguments)
        case .typeParameter(let name): name
        case .object: "Object"
        case .literalUnion(let values): values.map { Self.capitalized($0.stringValue) }.joined(separator: "Or")
        case .union(let members): members.map(namePart).joined(separator: "Or")
        case .nullable(let element): "Nullable" + namePart(element)
        case .external(let name, _): name
        case .unsupported: "Unsupported"
        }
    }

    static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// Letters, digits, `.`, `-` and `_`, which OpenAPI allows in a component's name.
    static func sanitized(_ s: String) -> String {
        String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
    }
}

extension TypeRef {
    /// Calls `body` for every reference this type holds, outermost first.
    func forEachReference(_ body: (String, [TypeRef]) -> Void) {
        switch self {
        case .reference(let name, let arguments):
            body(name, arguments)
            for argument in arguments { argument.forEachReference(body) }
        case .array(let e), .map(let e), .nullable(let e): e.forEachReference(body)
        case .union(let members): for member in members { member.forEachReference(body) }
        case .object(let fields): for field in fields { field.type.forEachReference(body) }
        default: break
        }
    }
}
