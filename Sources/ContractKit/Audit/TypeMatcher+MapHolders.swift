/// An open map (`translations: { [lang: string]: Translation }`) that the app holds in a struct
/// of fixed keys (`Translations { let deu: Translation?; let fra: Translation? }`): the struct
/// holds the map, one property per key it keeps, and each property holds one of the map's
/// values. So the map's value type is read by the properties' type, one level down, and never
/// by the struct itself, whose keys are the map's keys and not the value type's fields.
///
/// Asked only for a map field of a paired type, when its Swift type is a named type: few fields.
extension TypeMatcher {
    /// The Swift type text that holds one value of the contract field typed `type`, written
    /// `typeText` in `holder`. A field that is no open map, or a map held by a dictionary or
    /// by no struct the app declares, is `typeText` itself; a map held by a struct of values is
    /// the type its stored properties hold (`Translation?`), or nil when they hold none or several.
    func mapValueText(_ type: TypeRef, _ typeText: String, in holder: ScannedType) -> String? {
        guard Self.isOpenMap(type), case .named(let name, []) = SwiftTypeShape(typeText).unwrapped,
              let held = context.resolve(name, from: holder.name), held.kind == .struct || held.kind == .class,
              context.jsonValueTypes[lastComponent(held.name)] == nil else { return typeText }
        let stored = held.properties.filter { $0.stored && !$0.static }
        var element: String?
        for property in stored {
            guard let text = property.type, let named = SwiftTypeShape(text).elementNames.first, element == nil || element == named else { return nil }
            element = named
        }
        guard let element else { return nil }
        // Properties of scalars (`official: String?`): the struct is the value type itself, written
        // where the contract has a map; the field's type check says so.
        guard let valueType = context.resolve(element, from: held.name), valueType.name != held.name,
              valueType.kind == .struct || valueType.kind == .class else { return typeText }
        return stored[0].type
    }

    /// `Record<string, T>` or `{ [key: string]: T }`, through `| null`.
    static func isOpenMap(_ type: TypeRef) -> Bool {
        switch type {
        case .map: true
        case .nullable(let inner): isOpenMap(inner)
        default: false
        }
    }
}
