/// A JSON primitive type.
public enum PrimitiveType: String, Sendable, Codable {
    case string
    case number
    /// A `number` the contract marks with `@integer`.
    case integer
    case boolean
    case null
}

/// OpenAPI's formats of a `number` (`int32`, `int64`, `float`, `double`), which an OpenAPI
/// document names and generated TypeScript copies into JSDoc (`@format int32`).
enum NumberFormat {
    static let integers: Set<String> = ["int32", "int64"]
    static let all: Set<String> = integers.union(["float", "double"])
}

/// What a string holds, when the contract says: JSON carries it as a string either way.
///
/// For example: a `Date` field is a `date-time` string; `z.string().uuid()` is a `uuid` one.
public enum StringFormat: String, Sendable, Codable, CaseIterable {
    /// An ISO-8601 timestamp, as `Date.prototype.toISOString()` writes it.
    case dateTime = "date-time"
    /// An ISO-8601 calendar date, `2024-05-01`.
    case date
    case uuid
    case email
    /// An absolute URL.
    case uri
    /// Binary data as base64 (`ArrayBuffer`, `Uint8Array`, `Blob` with `contract.binary: "base64"`).
    case byte

    /// The Foundation type that decodes this format: `Date`, `UUID`, `URL` or `Data`.
    public var foundationType: String? {
        switch self {
        case .dateTime, .date: "Date"
        case .uuid: "UUID"
        case .uri: "URL"
        case .byte: "Data"
        case .email: nil
        }
    }
}

/// The type of a field, an alias or a generic argument.
///
/// For example: `DataProvider[]` is `.array(.reference(name: "DataProvider", arguments: []))`.
public enum TypeRef: Sendable, Equatable, Codable {
    case primitive(PrimitiveType)
    /// A string with a known format: `Date`, `URL`, `@format uuid`.
    case formattedString(StringFormat)
    /// A literal type such as `true` or `'success'`.
    case literal(LiteralValue)
    case any
    case unknown
    indirect case array(TypeRef)
    /// `Record<string, T>` or `{ [key: string]: T }`.
    indirect case map(TypeRef)
    /// A named declaration of the schema, by its IR name.
    case reference(name: String, arguments: [TypeRef])
    /// A generic parameter of the enclosing declaration.
    case typeParameter(String)
    /// An inline object type: `boundingBox?: { x: number; … }`.
    case object([Field])
    /// An inline string-literal union that is not a named declaration.
    case literalUnion([LiteralValue])
    /// A union that is neither nullable, an enum, nor discriminated: `string | number`.
    case union([TypeRef])
    /// `T | null` outside a field (fields carry nullability in `Optionality`).
    indirect case nullable(TypeRef)
    /// A type the contract names but does not declare: imported from a package
    /// (`Prisma.User` from `@prisma/client`) or from a module that holds no types (`module`
    /// is its specifier), or ambient (`D1Database`, `FirebaseFirestore.Timestamp`; `module` nil).
    case external(name: String, module: String?)
    /// A construct ContractKit does not support; a warning was emitted for it.
    case unsupported(String)

    private enum CodingKeys: String, CodingKey {
        case kind, name, arguments, element, value, fields, values, members, module, construct, format
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "literal": self = .literal(try c.decode(LiteralValue.self, forKey: .value))
        case "any": self = .any
        case "unknown": self = .unknown
        case "array": self = .array(try c.decode(TypeRef.self, forKey: .element))
        case "map": self = .map(try c.decode(TypeRef.self, forKey: .value))
        case "reference": self = .reference(name: try c.decode(String.self, forKey: .name), arguments: try c.decodeIfPresent([TypeRef].self, forKey: .arguments) ?? [])
        case "typeParameter": self = .typeParameter(try c.decode(String.self, forKey: .name))
        case "object": self = .object(try c.decode([Field].self, forKey: .fields))
        case "literalUnion": self = .literalUnion(try c.decode([LiteralValue].self, forKey: .values))
        case "union": self = .union(try c.decode([TypeRef].self, forKey: .members))
        case "nullable": self = .nullable(try c.decode(TypeRef.self, forKey: .element))
        case "external": self = .external(name: try c.decode(String.self, forKey: .name), module: try c.decodeIfPresent(String.self, forKey: .module))
        case "string" where c.contains(.format): self = .formattedString(try c.decode(StringFormat.self, forKey: .format))
        case "unsupported": self = .unsupported(try c.decode(String.self, forKey: .construct))
        default:
            guard let primitive = PrimitiveType(rawValue: kind) else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown type kind '\(kind)'")
            }
            self = .primitive(primitive)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .primitive(let p): try c.encode(p.rawValue, forKey: .kind)
        case .formattedString(let format):
            try c.encode("string", forKey: .kind)
            try c.encode(format, forKey: .format)
        case .literal(let v):
            try c.encode("literal", forKey: .kind)
            try c.encode(v, forKey: .value)
        case .any: try c.encode("any", forKey: .kind)
        case .unknown: try c.encode("unknown", forKey: .kind)
        case .array(let e):
            try c.encode("array", forKey: .kind)
            try c.encode(e, forKey: .element)
        case .map(let v):
            try c.encode("map", forKey: .kind)
            try c.encode(v, forKey: .value)
        case .reference(let name, let arguments):
            try c.encode("reference", forKey: .kind)
            try c.encode(name, forKey: .name)
            if !arguments.isEmpty { try c.encode(arguments, forKey: .arguments) }
        case .typeParameter(let name):
            try c.encode("typeParameter", forKey: .kind)
            try c.encode(name, forKey: .name)
        case .object(let fields):
            try c.encode("object", forKey: .kind)
            try c.encode(fields, forKey: .fields)
        case .literalUnion(let values):
            try c.encode("literalUnion", forKey: .kind)
            try c.encode(values, forKey: .values)
        case .union(let members):
            try c.encode("union", forKey: .kind)
            try c.encode(members, forKey: .members)
        case .nullable(let e):
            try c.encode("nullable", forKey: .kind)
            try c.encode(e, forKey: .element)
        case .external(let name, let module):
            try c.encode("external", forKey: .kind)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(module, forKey: .module)
        case .unsupported(let construct):
            try c.encode("unsupported", forKey: .kind)
            try c.encode(construct, forKey: .construct)
        }
    }

    /// The type as TypeScript would write it, for reports: `string[]`, `Record<string, T>`.
    public var typeScriptText: String {
        switch self {
        case .primitive(.integer): "number"
        case .primitive(let p): p.rawValue
        case .formattedString: "string"
        case .literal(let v): v.typeScriptText
        case .any: "any"
        case .unknown: "unknown"
        case .array(let e):
            switch e {
            case .union, .nullable, .literalUnion: "(\(e.typeScriptText))[]"
            default: "\(e.typeScriptText)[]"
            }
        case .map(let v): "Record<string, \(v.typeScriptText)>"
        case .reference(let name, let args): args.isEmpty ? name : "\(name)<\(args.map(\.typeScriptText).joined(separator: ", "))>"
        case .typeParameter(let name): name
        case .object(let fields): "{ " + fields.map { "\($0.name)\($0.optionality.isOptional ? "?" : ""): \($0.type.typeScriptText)\($0.optionality.isNullable ? " | null" : "")" }.joined(separator: "; ") + " }"
        case .literalUnion(let values): values.map(\.typeScriptText).joined(separator: " | ")
        case .union(let members): members.map(\.typeScriptText).joined(separator: " | ")
        case .nullable(let e): "\(e.typeScriptText) | null"
        case .external(let name, _): name
        case .unsupported(let construct): "/* unsupported \(construct) */"
        }
    }
}

extension TypeRef {
    /// An `unsupported` type, or one that holds one as its element.
    public var isUnsupported: Bool {
        switch self {
        case .unsupported: true
        case .array(let e), .map(let e), .nullable(let e): e.isUnsupported
        case .union(let members): !members.isEmpty && members.allSatisfy(\.isUnsupported)
        default: false
        }
    }

    /// The external type this is, or holds as its element: `D1Database`, `Thumbnail[]`.
    public var externalType: (name: String, module: String?)? {
        switch self {
        case .external(let name, let module): (name, module)
        case .array(let e), .map(let e), .nullable(let e): e.externalType
        default: nil
        }
    }
}
