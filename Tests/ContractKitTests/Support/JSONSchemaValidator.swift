import Foundation

/// A JSON Schema (draft-07) validator for the keywords the report schemas use: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`,
/// `minLength`, `minimum`, `pattern` and local `$ref`s into `definitions`. Written here so
/// the tests need nothing beyond the toolchain; a keyword it does not know fails loudly.
struct JSONSchemaValidator {
    let root: [String: Any]
    static let known: Set<String> = [
        "$schema", "$id", "$ref", "title", "description", "type", "properties", "required", "additionalProperties",
        "items", "enum", "const", "minLength", "minimum", "pattern", "definitions",
    ]

    /// Every violation, as `path: problem`; empty when the value is valid.
    func errors(_ value: Any) -> [String] {
        var found: [String] = []
        check(value, against: root, at: "$", into: &found)
        return found
    }

    func check(_ value: Any, against schema: [String: Any], at path: String, into errors: inout [String]) {
        for key in schema.keys where !Self.known.contains(key) { errors.append("\(path): the schema uses '\(key)', which this validator does not know") }
        if let ref = schema["$ref"] as? String {
            guard ref.hasPrefix("#/definitions/"), let definitions = root["definitions"] as? [String: Any],
                  let target = definitions[String(ref.dropFirst("#/definitions/".count))] as? [String: Any] else {
                errors.append("\(path): cannot resolve \(ref)")
                return
            }
            check(value, against: target, at: path, into: &errors)
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [(type as? String) ?? ""]
            if !types.contains(where: { Self.matches(value, $0) }) { errors.append("\(path): expected \(types.joined(separator: " or ")), got \(Self.describe(value))") }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            errors.append("\(path): \(Self.describe(value)) is not one of the allowed values")
        }
        if let constant = schema["const"], !Self.equal(constant, value) { errors.append("\(path): expected \(constant)") }
        if let string = value as? String {
            if let min = schema["minLength"] as? Int, string.count < min { errors.append("\(path): shorter than \(min)") }
            if let pattern = schema["pattern"] as? String, string.range(of: pattern, options: .regularExpression) == nil {
                errors.append("\(path): '\(string)' does not match \(pattern)")
            }
        }
        if let number = value as? NSNumber, !Self.isBool(value), let minimum = schema["minimum"] as? Double, number.doubleValue < minimum {
            errors.append("\(path): below \(minimum)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { errors.append("\(path): missing '\(key)'") }
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let sub = properties[key] as? [String: Any] {
                    check(member, against: sub, at: "\(path).\(key)", into: &errors)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed { errors.append("\(path): unexpected '\(key)'") }
                    if let sub = additional as? [String: Any] { check(member, against: sub, at: "\(path).\(key)", into: &errors) }
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (i, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(i)]", into: &errors) }
        }
    }

    static func isBool(_ value: Any) -> Bool {
        // JSONSerialization makes `true` an NSNumber of ObjC type "c", on Linux as on Darwin.
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "string": return value is String
        case "boolean": return isBool(value)
        case "integer": return !isBool(value) && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } == true
        case "number": return !isBool(value) && value is NSNumber
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "null": return value is NSNull
        default: return false
        }
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }

    static func describe(_ value: Any) -> String {
        if let s = value as? String { return "'\(s)'" }
        if value is [String: Any] { return "an object" }
        if value is [Any] { return "an array" }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
