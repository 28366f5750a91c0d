/// A declaration's values, held by reference: copies of a `Declaration` share one storage
/// until one of them changes, so copying a declaration (which every pass over the schema
/// does, once per declaration) costs one retain rather than one per string and array in it.
/// A storage is only changed while one declaration alone holds it, hence `@unchecked Sendable`,
/// and its accesses need no run-time exclusivity check (which would cost more than the read).
final class DeclarationStorage: @unchecked Sendable {
    struct Values: Equatable {
        var name: String
        var kind: Declaration.Kind
        var location: SourceLocation
        var doc: String?
        var deprecated: String?
        var isExported: Bool
        var genericParameters: [GenericParameter]
        var fields: [Field]?
        var cases: [EnumCase]?
        var discriminator: String?
        var variants: [UnionVariant]?
        var target: TypeRef?
        var keysOpen: Bool
    }

    @exclusivity(unchecked) var values: Values

    init(_ values: Values) {
        self.values = values
    }
}

/// A field's values, held by reference as a declaration's are (`DeclarationStorage`):
/// every pass over an object's fields copies each one.
final class FieldStorage: @unchecked Sendable {
    struct Values: Equatable {
        var name: String
        var type: TypeRef
        var optionality: Optionality
        var isReadonly: Bool
        var doc: String?
        var deprecated: String?
        var defaultValue: String?
        var location: SourceLocation
    }

    @exclusivity(unchecked) var values: Values

    init(_ values: Values) {
        self.values = values
    }
}

// A declaration and a field describe themselves by their values, as before they held them by
// reference: `"\(typeRef)"` of an inline object type lists its fields.
extension Declaration: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "kind": kind, "location": location, "doc": doc as Any, "deprecated": deprecated as Any,
                                "isExported": isExported, "genericParameters": genericParameters, "fields": fields as Any, "cases": cases as Any,
                                "discriminator": discriminator as Any, "variants": variants as Any, "target": target as Any, "keysOpen": keysOpen],
               displayStyle: .struct)
    }
}

extension Field: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "type": type, "optionality": optionality, "isReadonly": isReadonly, "doc": doc as Any,
                                "deprecated": deprecated as Any, "defaultValue": defaultValue as Any, "location": location],
               displayStyle: .struct)
    }
}
