/// What the mapper analysis saw in a function or initializer body: which values of its
/// parameters it reads, which properties it writes, and where it passes a parameter on.
///
/// For example, `func mapToWork(_ dto: WorkDTO) -> Work { let work = Work(title: dto.title)
/// work.coverImageURL = dto.coverImageURL … }` reads `dto.title` and `dto.coverImageURL`,
/// and writes `Work.title` and `Work.coverImageURL`.
public struct ScannedFunction: Sendable, Equatable, Codable {
    /// `mapToWork`, or `init` for an initializer.
    public var name: String
    /// The type or extension it is declared in: `DTOMapper`, `Work`.
    public var enclosingType: String?
    public var isStatic: Bool
    public var parameters: [ScannedInitializer.Parameter]
    /// As written after `->`, or nil.
    public var returnType: String?
    public var file: String
    public var line: Int
    public var column: Int
    public var reads: [ValueRead] = []
    public var writes: [PropertyWrite] = []
    public var forwards: [ValueForward] = []

    /// `DTOMapper.mapToWork`, `Work.init`.
    public var displayName: String { enclosingType.map { "\($0).\(name)" } ?? name }
}

/// A member path read from a parameter: `dto.boundingBox?.x` is `dto` and `[boundingBox, x]`.
/// Reads through local bindings are traced back to the parameter: in
/// `if let bbox = dto.boundingBox { bbox.x }` the read is still `dto` `[boundingBox, x]`.
/// The path may end in method names (`[title, uppercased]`); the audit stops at the
/// first name that is not a contract field.
public struct ValueRead: Sendable, Equatable, Codable {
    public var parameter: String
    public var path: [String]
    public var line: Int
    public var column: Int
}

/// A property the function sets: `work.coverImageURL = …`, `self.title = …`, a bare
/// `title = …` in a type's own method, `work.editions.append(…)`, or an initializer
/// argument `Work(title: …)` / `self.init(title: …)`.
public struct PropertyWrite: Sendable, Equatable, Codable {
    /// The written value's type when the scanner can tell: the parameter's declared type,
    /// the type a local was built with, the enclosing type for `self`, the constructed type.
    public var targetType: String?
    public var property: String
    /// The reads in the assigned value: what flows into the property.
    public var sources: [ValueRead]
    public var line: Int
    public var column: Int
}

/// A parameter (or part of one) passed whole to another function or initializer:
/// `mergeWorkData(dto: dto, into: work)` forwards `dto` to `mergeWorkData`.
public struct ValueForward: Sendable, Equatable, Codable {
    /// The called function's name, or the type name for an initializer call.
    public var callee: String
    public var parameter: String
    public var path: [String]
    public var line: Int
}
