/// Checks JSON against a contract type, as the server's responses should satisfy it:
/// every value the contract does not allow is a violation, located by JSON pointer
/// (`/data/works/0/firstPublicationYear`), and every key an object has that its contract
/// type does not declare is an undeclared key. No Swift is involved: this is the contract
/// against the server.
public struct ContractValidator {
    public struct Problem: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case violated, undeclared }
        public var kind: Kind
        /// RFC 6901 JSON pointer: `/data/works/0/title`; empty for the whole value.
        public var pointer: String
        /// The contract field path, without array indices: `data.works.title`.
        public var fieldPath: String
        /// The path as the verify program writes it: `data.works[0].title`.
        public var codingPath: String
        /// The declaration that declares the field (or the checked type), and its location.
        public var owner: String
        public var contractLocation: SourceLocation?
        public var message: String
        /// Where the value was written.
        public var location: SourceLocation
    }

    let declarations: [String: Declaration]
    /// Problems past this many per payload are not reported (a wrong type would flood).
    static let limit = 50

    public init(schema: Schema) {
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The problems of one JSON value against a contract type.
    public func validate(_ json: LocatedJSON, against type: TypeRef) -> [Problem] {
        var state = State()
        let owner: String = if case .reference(let name, _) = type { name } else { "" }
        check(json, type, Context(pointer: "", fields: [], owner: owner, location: declarations[owner]?.location, bindings: [:]), &state)
        return state.problems
    }

    struct Context {
        var pointer: String
        var codingPath = ""
        var fields: [String]
        var owner: String
        var location: SourceLocation?
        var bindings: [String: TypeRef]

        func child(key: String) -> Context {
            var c = self
            c.pointer += "/" + key.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
            c.codingPath += c.codingPath.isEmpty ? key : "." + key
            c.fields.append(key)
            return c
        }

        func child(index: Int) -> Context {
            var c = self
            c.pointer += "/\(index)"
            c.codingPath += "[\(index)]"
            return c
        }
    }

    struct State {
        var problems: [Problem] = []
        var full: Bool { problems.count >= ContractValidator.limit }
    }

    func report(_ kind: Problem.Kind, _ context: Context, _ json: LocatedJSON, _ message: String, _ state: inout State) {
        guard !state.full else { return }
        state.problems.append(Problem(kind: kind, pointer: context.pointer, fieldPath: context.fields.joined(separator: "."), codingPath: context.codingPath, owner: context.owner,
                                      contractLocation: context.location, message: message, location: json.location))
    }

    /// Whether a value satisfies a type, without reporting: for union members.
    func accepts(_ json: LocatedJSON, _ type: TypeRef, _ context: Context) -> Bool {
        var trial = State()
        check(json, type, context, &trial)
        return trial.problems.allSatisfy { $0.kind == .undeclared }
    }

    func check(_ json: LocatedJSON, _ type: TypeRef, _ context: Context, _ state: inout State) {
        guard !state.full else { return }
        switch type {
        case .any, .unknown, .external, .unsupported:
            return
        case .primitive(let p):
            if !Self.fits(json, p) { report(.violated, context, json, "\(Self.shown(json)) where the contract says \(p.rawValue)", &state) }
        case .formattedString(let format):
            guard case .string(let s, _) = json else {
                return report(.violated, context, json, "\(Self.shown(json)) where the contract says a \(format.rawValue) string", &state)
            }
            if !Self.looks(s, like: format) { report(.violated, context, json, "\(Self.shown(json)) is not a \(format.rawValue) string", &state) }
        case .literal(let literal):
            if !Self.equals(json, literal) { report(.violated, context, json, "\(Self.shown(json)) where the contract says \(literal.typeScriptText)", &state) }
        case .literalUnion(let values):
            if !values.contains(where: { Self.equals(json, $0) }) {
                report(.violated, context, json, "\(Self.shown(json)) is not one of \(values.map(\.typeScriptText).joined(separator: " | "))", &state)
            }
        case .nullable(let inner):
            if case .null = json { return }
            check(json, inner, context, &state)
        case .array(let element):
            guard case .array(let items, _) = json else { return report(.violated, context, json, "\(Self.shown(json)) where the contract says an array", &state) }
            for (i, item) in items.enumerated() { check(item, element, context.child(index: i), &state) }
        case .map(let element):
            guard case .object(let members, _) = json else { return report(.violated, context, json, "\(Self.shown(json)) where the contract says an object", &state) }
            for member in members { check(member.value, element, context.child(key: member.key), &state) }
        case .object(let fields):
            checkObject(json, fields, context, &state)
        case .union(let members):
            if !members.contains(where: { accepts(json, $0, context) }) {
                report(.violated, context, json, "\(Self.shown(json)) matches no member of the union", &state)
            } else if let first = members.first(where: { accepts(json, $0, context) }) {
                check(json, first, context, &state)
            }
        case .typeParameter(let name):
            if let bound = context.bindings[name] { check(json, bound, context, &state) }
        case .reference(let name, let arguments):
            checkReference(json, name, arguments, context, &state)
        }
    }

    func checkReference(_ json: LocatedJSON, _ name: String, _ arguments: [TypeRef], _ context: Context, _ state: inout State) {
        guard let decl = declarations[name] else { return }
        var inner = context
        inner.bindings = [:]
        for (i, parameter) in decl.genericParameters.enumerated() {
            let argument = i < arguments.count ? arguments[i] : parameter.defaultType ?? .unknown
            inner.bindings[parameter.name] = Self.bind(argument, context.bindings)
        }
        switch decl.kind {
        case .object:
            inner.owner = name
            inner.location = decl.location
            inner.fields = []
            checkObject(json, decl.fields ?? [], inner, &state)
        case .enumeration:
            let values = (decl.cases ?? []).map(\.value)
            if !values.contains(where: { Self.equals(json, $0) }) {
                report(.violated, context, json, "\(Self.shown(json)) is not a value of \(name) (\(values.map(\.typeScriptText).joined(separator: ", ")))", &state)
            }
        case .alias:
            if let target = decl.target { check(json, target, inner, &state) }
        case .union:
            checkUnion(json, decl, inner, &state)
        }
    }

    func checkUnion(_ json: LocatedJSON, _ decl: Declaration, _ context: Context, _ state: inout State) {
        let variants = decl.variants ?? []
        if let discriminator = decl.discriminator, case .object(let members, _) = json {
            guard let tag = members.first(where: { $0.key == discriminator })?.value else {
                return report(.violated, context, json, "the key '\(discriminator)' that tells \(decl.name)'s variants apart is missing", &state)
            }
            guard let variant = variants.first(where: { Self.equals(tag, $0.discriminatorValue) }) else {
                return report(.violated, context.child(key: discriminator), tag,
                              "\(Self.shown(tag)) is not a variant of \(decl.name) (\(variants.map(\.discriminatorValue.typeScriptText).joined(separator: ", ")))", &state)
            }
            return check(json, variant.type, context, &state)
        }
        if let match = variants.first(where: { accepts(json, $0.type, context) }) {
            check(json, match.type, context, &state)
        } else {
            report(.violated, context, json, "\(Self.shown(json)) matches no variant of \(decl.name)", &state)
        }
    }

    func checkObject(_ json: LocatedJSON, _ fields: [Field], _ context: Context, _ state: inout State) {
        guard case .object(let members, _) = json else {
            return report(.violated, context, json, "\(Self.shown(json)) where the contract says an object", &state)
        }
        var byKey: [String: LocatedJSON] = [:]
        for member in members { byKey[member.key] = member.value }
        var declared = Set<String>()
        for field in fields {
            declared.insert(field.name)
            var here = context.child(key: field.name)
            here.location = field.location
            guard let value = byKey[field.name] else {
                if !field.optionality.allowsMissingValue { report(.violated, here, json, "the required key '\(field.name)' is missing", &state) }
                continue
            }
            if case .null = value {
                if !field.optionality.isNullable, !field.type.admitsNull {
                    report(.violated, here, value, "null where the contract says \(field.optionality.isOptional ? "the key is left out, not null" : "a value is required")", &state)
                }
                continue
            }
            check(value, field.type, here, &state)
        }
        for member in members where !declared.contains(member.key) {
            var here = context.child(key: member.key)
            here.location = context.location
            report(.undeclared, here, member.value, "the key '\(member.key)' is not in the contract", &state)
        }
    }

    /// A generic argument with the caller's parameters replaced by what they are bound to.
    static func bind(_ type: TypeRef, _ bindings: [String: TypeRef]) -> TypeRef {
        switch type {
        case .typeParameter(let name): bindings[name] ?? type
        case .array(let inner): .array(bind(inner, bindings))
        case .map(let inner): .map(bind(inner, bindings))
        case .nullable(let inner): .nullable(bind(inner, bindings))
        case .reference(let name, let arguments): .reference(name: name, arguments: arguments.map { bind($0, bindings) })
        case .union(let members): .union(members.map { bind($0, bindings) })
        default: type
        }
    }

    static func fits(_ json: LocatedJSON, _ primitive: PrimitiveType) -> Bool {
        switch (primitive, json) {
        case (.string, .string), (.number, .number), (.boolean, .bool), (.null, .null): true
        case (.integer, .number(let n, _)): n.rounded() == n
        default: false
        }
    }

    static func equals(_ json: LocatedJSON, _ literal: LiteralValue) -> Bool {
        switch (json, literal) {
        case (.string(let a, _), .string(let b)): a == b
        case (.number(let a, _), .number(let b)): a == b
        case (.bool(let a, _), .boolean(let b)): a == b
        default: false
        }
    }

    /// Loose shape checks: a server's UUID in a `number` field is caught by type; these
    /// catch a date that is not one.
    static func looks(_ s: String, like format: StringFormat) -> Bool {
        let digits = s.unicodeScalars.prefix(4).allSatisfy { $0.properties.numericType != nil }
        switch format {
        case .dateTime: return s.count >= 16 && digits && s.contains("T")
        case .date: return s.count >= 10 && digits
        case .uuid: return s.count == 36 && s.filter { $0 == "-" }.count == 4
        case .email: return s.contains("@")
        case .uri: return s.contains(":")
        case .byte: return true
        }
    }

    /// `"abc" (a string)`, `42 (a number)`, `an object`.
    static func shown(_ json: LocatedJSON) -> String {
        switch json {
        case .string(let s, _): "\"\(s.count > 40 ? String(s.prefix(37)) + "…" : s)\" (a string)"
        case .number(let n, _): "\(formatNumber(n)) (a number)"
        case .bool(let b, _): "\(b) (a boolean)"
        case .null: "null"
        case .array, .object: json.kindDescription
        }
    }
}

extension TypeRef {
    /// `T | null` written as a union, or `any`: null is a value of the type.
    var admitsNull: Bool {
        switch self {
        case .nullable, .any, .unknown, .primitive(.null), .external, .unsupported, .typeParameter: true
        case .union(let members): members.contains { $0.admitsNull }
        default: false
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
