/// Swift types the app uses but no scanned source declares: a typealias from a module
/// outside the scanned folders (`Turf.LocationDistance`, a `Double`), or a type of a
/// package. What such a type decodes from is not known, so a field it holds is not a type
/// mismatch (an error): the audit says it could not compare, as a warning.
extension DTOAuditor {
    /// A name the scanned Swift never declares, as a narrowing; nil for a declared or
    /// standard type.
    func undeclared(_ name: String, owner: ScannedType) -> Compatibility? {
        isUndeclared(name, owner: owner) ? .narrowing("\(lastComponent(name)) is not declared in the scanned Swift, so what it decodes from is not known") : nil
    }

    func isUndeclared(_ name: String, owner: ScannedType) -> Bool {
        let simple = lastComponent(name)
        return !Self.concreteTypes.contains(simple) && !Self.standardGenericTypes.contains(simple) && !owner.genericParameters.contains(name)
            && matcher.context.resolve(name, from: owner.name) == nil && matcher.swiftTypes[name] == nil && matcher.swiftAliases[simple] == nil
    }

    /// Standard library and Foundation types that are never the app's own.
    static let standardGenericTypes: Set<String> = ["Array", "Dictionary", "Set", "Optional", "ContiguousArray", "Any", "AnyObject", "Never", "Void"]

    /// The undeclared type a Swift shape holds its value in, through arrays, optionals and
    /// dictionary values: `[LocationDirection]` gives `LocationDirection`.
    func undeclaredName(in shape: SwiftTypeShape, owner: ScannedType) -> String? {
        switch shape {
        case .named(let name, let args):
            if args.isEmpty { return isUndeclared(name, owner: owner) ? lastComponent(name) : nil }
            return args.count == 1 ? undeclaredName(in: args[0].unwrapped, owner: owner) : nil
        case .array(let element): return undeclaredName(in: element.unwrapped, owner: owner)
        case .dictionary(_, let value): return undeclaredName(in: value.unwrapped, owner: owner)
        default: return nil
        }
    }

    mutating func reportUndeclared(_ type: TypeRef, _ swiftName: String, typeName: String, field: Field, swiftType: ScannedType, property: ScannedProperty) {
        report(.typeMismatch, severity: .warning, type: typeName, field: field.name,
               "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name): "
                   + "\(swiftName) is not declared in the scanned Swift, so what it decodes from is not known",
               contract: field.location, swift: location(swiftType, property))
    }
}
