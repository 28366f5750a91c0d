/// The app's model types, from `--models` files: the Swift side of the model layer.
/// `ModelMatching` pairs them with the contract's DTOs.
struct SwiftModelIndex {
    /// Structs, classes and actors by qualified name and by last component.
    let types: [String: ScannedType]
    /// Enums by last component.
    let enums: [String: ScannedType]

    /// Conformances that make a type part of the UI, never a model: a SwiftUI view may
    /// share a DTO's name without its suffix (`DetectedBook` for `DetectedBookDTO`).
    static let interfaceTypes: Set<String> = ["View", "App", "Scene", "Widget", "UIViewController", "UIView", "NSView", "NSViewController", "ViewModifier", "PreviewProvider"]

    /// `excluding` names the types that are DTOs: in a whole-app run they sit beside the models.
    init(_ files: [ScannedFile], excluding dtos: Set<String> = []) {
        var types: [String: ScannedType] = [:]
        var enums: [String: ScannedType] = [:]
        for t in files.flatMap(\.types) where !dtos.contains(t.name) && !t.conformances.contains(where: { Self.interfaceTypes.contains(lastComponent($0)) }) {
            switch t.kind {
            case .struct, .class, .actor:
                if types[t.name] == nil { types[t.name] = t }
                if types[lastComponent(t.name)] == nil { types[lastComponent(t.name)] = t }
            case .enum:
                if enums[lastComponent(t.name)] == nil { enums[lastComponent(t.name)] = t }
            default: break
            }
        }
        self.types = types
        self.enums = enums
    }

    /// Stored, non-static properties by name, and computed ones with a setter (which store
    /// through another property: `reviewStatus` over `reviewStatusRawValue`): what can hold
    /// a DTO field's value.
    static func storage(_ model: ScannedType) -> [String: ScannedProperty] {
        Dictionary(model.properties.filter { ($0.stored || $0.hasSetter) && !$0.static }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
