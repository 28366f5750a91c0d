/// One DTO's way into the app: the model that stores it, the mappers that copy it, and
/// for each contract field whether it gets through each layer. The Markdown report's
/// "Data flow" table is made from this.
public struct DataFlow: Sendable, Equatable {
    /// The contract type: `WorkDTO`.
    public var contractType: String
    /// Its Swift DTO: `WorkDTO`.
    public var dtoType: String
    /// The model, when one was found: `Work`.
    public var model: String?
    public var modelLocation: SourceLocation?
    /// How the model was found: "drops 'DTO'", "audit.models in contractkit.json".
    public var modelMethod: String?
    /// Mappers that build a model from the DTO (`mapToWork`, `Work.init(dto:)`), by display name.
    public var createMappers: [String]
    /// Mappers that update an existing model (`mergeWorkData`, `Work.apply(_:)`).
    public var mergeMappers: [String]
    public var rows: [DataFlowRow]
}

/// One field: `Field | DTO | Model | Mapper (create) | Mapper (merge)`.
public struct DataFlowRow: Sendable, Equatable {
    public var field: String
    /// The Swift DTO's property name, or nil when the DTO lacks the field.
    public var dtoProperty: String?
    /// The model property (or the flattened ones, `boundingBoxX/Y/Width/Height`); nil when missing.
    public var modelProperty: String?
    /// The mappers (display names) that read the field, directly or through a function they call.
    public var readBy: [String]
}

extension DataFlow {
    /// Whether a create mapper reads the row's field; nil when there is no create mapper.
    public func readByCreate(_ row: DataFlowRow) -> Bool? {
        createMappers.isEmpty ? nil : createMappers.contains { row.readBy.contains($0) }
    }

    public func readByMerge(_ row: DataFlowRow) -> Bool? {
        mergeMappers.isEmpty ? nil : mergeMappers.contains { row.readBy.contains($0) }
    }
}
