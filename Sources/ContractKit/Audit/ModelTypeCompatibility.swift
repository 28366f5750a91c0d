/// Whether a model property can hold a DTO field's value after the conversions mappers
/// do: an ISO 8601 string to `Date`, a DTO enum to a model enum (or to `String`), an
/// optional to a value with a default, a number to any numeric type, an object or array
/// to `Data` (an encoded blob). Only known scalar types are judged; a type the audit
/// cannot see into (a model enum, a typealias, a struct) is given the benefit of the doubt.
struct ModelTypeCompatibility {
    let declarations: [String: Declaration]

    static let textTypes: Set<String> = ["String", "Substring", "Character", "NSString", "URL", "UUID", "Date", "Data"]
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float32", "Float64",
        "CGFloat", "Decimal", "NSNumber", "TimeInterval", "Date",
    ]
    static let scalarTypes: Set<String> = textTypes.union(numberTypes).union(["Bool"])

    /// Why the types cannot match, or nil when they can. `modelShape` is the model
    /// property's parsed type without its optionals.
    func problem(_ contract: TypeRef, modelShape: SwiftTypeShape) -> String? {
        problem(contract, modelShape)
    }

    private func problem(_ contract: TypeRef, _ model: SwiftTypeShape) -> String? {
        let scalar: String? = if case .named(let n, let args) = model, args.isEmpty, Self.scalarTypes.contains(lastComponent(n)) { lastComponent(n) } else { nil }
        let collectionElement: SwiftTypeShape? = switch model {
        case .array(let e): e
        case .named(let n, let args) where ["Set", "ContiguousArray", "ArraySlice"].contains(lastComponent(n)) && args.count == 1: args[0]
        default: nil
        }
        switch contract {
        case .nullable(let inner):
            return problem(inner, model)
        case .primitive(.string), .literal(.string), .literalUnion, .formattedString:
            if collectionElement != nil { return "a string cannot fill a collection" }
            if let scalar, !Self.textTypes.contains(scalar) { return "a string does not convert to \(scalar)" }
        case .primitive(.number), .primitive(.integer), .literal(.number):
            if collectionElement != nil { return "a number cannot fill a collection" }
            if let scalar, !Self.numberTypes.contains(scalar) { return "a number does not convert to \(scalar)" }
        case .primitive(.boolean), .literal(.boolean):
            if collectionElement != nil { return "a boolean cannot fill a collection" }
            if let scalar, scalar != "Bool" { return "a boolean does not convert to \(scalar)" }
        case .array(let element):
            if let collectionElement { return problem(element, collectionElement).map { "element: \($0)" } }
            if let scalar, scalar != "Data" { return "an array does not fit in \(scalar)" }
        case .reference(let name, _):
            guard let decl = declarations[name] else { return nil }
            switch decl.kind {
            case .enumeration:
                if collectionElement != nil { return "an enum value cannot fill a collection" }
                if let scalar, scalar != "String" { return "an enum value does not convert to \(scalar)" }
            case .object, .union:
                if collectionElement != nil { return "an object cannot fill a collection" }
                if let scalar, scalar != "Data" && scalar != "String" { return "an object does not fit in \(scalar)" }
            case .alias:
                return decl.target.flatMap { problem($0, model) }
            }
        case .object:
            if collectionElement != nil { return "an object cannot fill a collection" }
            if let scalar, scalar != "Data" && scalar != "String" { return "an object does not fit in \(scalar)" }
        case .map:
            if collectionElement != nil { return "a map cannot fill a list" }
            if let scalar, scalar != "Data" && scalar != "String" { return "a map does not fit in \(scalar)" }
        default:
            return nil
        }
        return nil
    }
}
