/// How messages name a contract type: in the IR's words, not TypeScript's. An `@integer`
/// number is `integer`, a formatted string names its format (`string (uuid)`): the same
/// facts the IR and the generated Swift go by, where the TypeScript spelling would say
/// `number` and `string`.
extension TypeRef {
    public var irDescription: String {
        switch self {
        case .primitive(let p): p.rawValue
        case .formattedString(let format): "string (\(format.rawValue))"
        case .array(let e):
            switch e {
            case .union, .nullable, .literalUnion, .formattedString: "(\(e.irDescription))[]"
            default: "\(e.irDescription)[]"
            }
        case .map(let v): "Record<string, \(v.irDescription)>"
        case .reference(let name, let args): args.isEmpty ? name : "\(name)<\(args.map(\.irDescription).joined(separator: ", "))>"
        case .object(let fields): "{ " + fields.map { "\($0.name)\($0.optionality.isOptional ? "?" : ""): \($0.irDescription)" }.joined(separator: "; ") + " }"
        case .union(let members): members.map(\.irDescription).joined(separator: " | ")
        case .nullable(let e): "\(e.irDescription) | null"
        case .literal, .any, .unknown, .typeParameter, .literalUnion, .external, .unsupported: typeScriptText
        }
    }
}

extension Field {
    /// The field's type in the IR's words, with `?` when it may be absent and `| null` when
    /// it may be null: `integer?`, `string (uuid) | null`.
    public var irDescription: String {
        type.irDescription + (optionality.isOptional ? "?" : "") + (optionality.isNullable ? " | null" : "")
    }
}
