// IR: the schema IR, the versioned hand-off from reading a contract to generate, audit and diff.

/// The schema IR: every declaration of a contract, with names resolved across files.
///
/// It is what `contractkit ir` prints, and what generate, audit and diff read. The JSON
/// shape is documented in the catalog's `TheSchemaIR` article; bump `formatVersion` on any breaking change.
public struct Schema: Sendable, Equatable, Codable {
    /// The IR format's version.
    public static let currentFormatVersion = 1

    public var formatVersion: Int = Schema.currentFormatVersion
    /// The contract's own version, from a `@version x.y.z` JSDoc tag, if any.
    public var contractVersion: String?
    /// Display paths of the files the contract was read from, sorted.
    public var files: [String]
    /// Declarations in file order, then source order.
    public var declarations: [Declaration]
    /// Declaration name → `request` or `response`, as the contract's function and method
    /// signatures use it (`(req: A) => Promise<B>`). Read by the audit; not part of the IR JSON.
    public var signatureDirections: [String: String] = [:]
    /// Method or function name → the declarations its signatures return (`listOrders(): Promise<OrderList>`
    /// → `OrderList`), every signature of that name together. Read by the audit; not part of the IR JSON.
    public var endpointReturns: [String: Set<String>] = [:]
    /// Declarations the contract's signatures only ever send as `Partial<T>`: a request of one
    /// may leave out any field. Read by the audit; not part of the IR JSON.
    public var sentPartially: Set<String> = []
    /// Objects the audit reads out of an alias of a list of them (`ListAliases`): the contract
    /// names only the list. Read by the audit; not part of the IR JSON.
    public var listedObjects: Set<String> = []

    private enum CodingKeys: String, CodingKey {
        case formatVersion, contractVersion, files, declarations
    }

    /// Two schemas are equal when their IR is: the signatures' directions are not part of it.
    public static func == (a: Schema, b: Schema) -> Bool {
        a.formatVersion == b.formatVersion && a.contractVersion == b.contractVersion && a.files == b.files && a.declarations == b.declarations
    }

    public init(contractVersion: String? = nil, files: [String], declarations: [Declaration]) {
        self.contractVersion = contractVersion
        self.files = files
        self.declarations = declarations
    }

    /// The declaration with this IR name.
    public func declaration(named name: String) -> Declaration? { declarations.first { $0.name == name } }
}

/// A named type of the contract.
///
/// For example: `export interface WorkDTO { … }` is an `object` declaration named `WorkDTO`.
public struct Declaration: Sendable, Equatable, Codable {
    /// What kind of type this is.
    public enum Kind: String, Sendable, Codable {
        /// An interface, class, object type alias, intersection or utility type.
        case object
        /// A string-literal union, a TS `enum`, or an `as const` object's values.
        case enumeration = "enum"
        /// A union of object types that share a literal discriminator field.
        case union
        /// Any other alias, such as `type ID = string`.
        case alias
    }

    /// Unique within the schema. It is the TypeScript name unless two files declare the
    /// same private name; then it is qualified by the file: `canonical.Helper` (and by as many
    /// folders as two files of the same name need: `actor.defs.Helper`, `feed.defs.Helper`).
    public var name: String {
        get { storage.values.name }
        _modify { yield &unique.values.name }
    }
    public var kind: Kind {
        get { storage.values.kind }
        _modify { yield &unique.values.kind }
    }
    public var location: SourceLocation {
        get { storage.values.location }
        _modify { yield &unique.values.location }
    }
    public var doc: String? {
        get { storage.values.doc }
        _modify { yield &unique.values.doc }
    }
    /// `@deprecated` message; empty when the tag has no text.
    public var deprecated: String? {
        get { storage.values.deprecated }
        _modify { yield &unique.values.deprecated }
    }
    public var isExported: Bool {
        get { storage.values.isExported }
        _modify { yield &unique.values.isExported }
    }
    public var genericParameters: [GenericParameter] {
        get { storage.values.genericParameters }
        _modify { yield &unique.values.genericParameters }
    }
    /// For `object`: fields in source order, inherited ones first.
    public var fields: [Field]? {
        get { storage.values.fields }
        _modify { yield &unique.values.fields }
    }
    /// For `enum`: the cases in source order.
    public var cases: [EnumCase]? {
        get { storage.values.cases }
        _modify { yield &unique.values.cases }
    }
    /// For `union`: the discriminator field's name.
    public var discriminator: String? {
        get { storage.values.discriminator }
        _modify { yield &unique.values.discriminator }
    }
    /// For `union`: the variants in source order.
    public var variants: [UnionVariant]? {
        get { storage.values.variants }
        _modify { yield &unique.values.variants }
    }
    /// For `alias`: the aliased type.
    public var target: TypeRef? {
        get { storage.values.target }
        _modify { yield &unique.values.target }
    }
    /// For `object`: keys beyond its fields may come, as TypeScript allows: it extends a type
    /// whose fields are not known (an external or unresolved base) or an open map
    /// (`Record<string, unknown>`), or declares an index signature beside its fields.
    public var keysOpen: Bool {
        get { storage.values.keysOpen }
        _modify { yield &unique.values.keysOpen }
    }

    /// The values, shared by copies until one of them changes (`DeclarationStorage`).
    private var storage: DeclarationStorage

    /// The storage, copied first if another declaration shares it.
    private var unique: DeclarationStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = DeclarationStorage(storage.values) }
            return storage
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, location, doc, deprecated, isExported, genericParameters, fields, cases, discriminator, variants, target, keysOpen
    }

    /// Reads the IR JSON, where `isExported` (true) and `genericParameters` (empty) may be left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), kind: try c.decode(Kind.self, forKey: .kind),
                  location: try c.decode(SourceLocation.self, forKey: .location), doc: try c.decodeIfPresent(String.self, forKey: .doc),
                  deprecated: try c.decodeIfPresent(String.self, forKey: .deprecated),
                  isExported: try c.decodeIfPresent(Bool.self, forKey: .isExported) ?? true,
                  genericParameters: try c.decodeIfPresent([GenericParameter].self, forKey: .genericParameters) ?? [],
                  fields: try c.decodeIfPresent([Field].self, forKey: .fields), cases: try c.decodeIfPresent([EnumCase].self, forKey: .cases),
                  discriminator: try c.decodeIfPresent(String.self, forKey: .discriminator),
                  variants: try c.decodeIfPresent([UnionVariant].self, forKey: .variants), target: try c.decodeIfPresent(TypeRef.self, forKey: .target))
        keysOpen = try c.decodeIfPresent(Bool.self, forKey: .keysOpen) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(location, forKey: .location)
        try c.encodeIfPresent(doc, forKey: .doc)
        try c.encodeIfPresent(deprecated, forKey: .deprecated)
        try c.encode(isExported, forKey: .isExported)
        try c.encode(genericParameters, forKey: .genericParameters)
        try c.encodeIfPresent(fields, forKey: .fields)
        try c.encodeIfPresent(cases, forKey: .cases)
        try c.encodeIfPresent(discriminator, forKey: .discriminator)
        try c.encodeIfPresent(variants, forKey: .variants)
        try c.encodeIfPresent(target, forKey: .target)
        try c.encode(keysOpen, forKey: .keysOpen)
    }

    public init(name: String, kind: Kind, location: SourceLocation, doc: String? = nil, deprecated: String? = nil,
                isExported: Bool = true, genericParameters: [GenericParameter] = [], fields: [Field]? = nil,
                cases: [EnumCase]? = nil, discriminator: String? = nil, variants: [UnionVariant]? = nil, target: TypeRef? = nil) {
        storage = DeclarationStorage(.init(name: name, kind: kind, location: location, doc: doc, deprecated: deprecated, isExported: isExported,
                                           genericParameters: genericParameters, fields: fields, cases: cases, discriminator: discriminator,
                                           variants: variants, target: target, keysOpen: false))
    }

    public static func == (a: Declaration, b: Declaration) -> Bool {
        a.storage === b.storage || a.storage.values == b.storage.values
    }
}

/// A generic parameter of a declaration.
///
/// For example: `T = unknown` in `interface ResponseEnvelope<T = unknown>`.
public struct GenericParameter: Sendable, Equatable, Codable {
    public var name: String
    public var constraint: TypeRef?
    public var defaultType: TypeRef?

    public init(name: String, constraint: TypeRef? = nil, defaultType: TypeRef? = nil) {
        self.name = name
        self.constraint = constraint
        self.defaultType = defaultType
    }
}

/// Whether a field's key may be absent, its value may be null, or both.
///
/// For example: `a: T` is `required`, `a?: T` is `optional`, `a: T | null` is
/// `nullable`, and `a?: T | null` is `optionalNullable`.
public enum Optionality: String, Sendable, Codable {
    case required
    case optional
    case nullable
    case optionalNullable

    /// True unless the field is `required`: the Swift property must be optional.
    public var allowsMissingValue: Bool { self != .required }
    public var isOptional: Bool { self == .optional || self == .optionalNullable }
    public var isNullable: Bool { self == .nullable || self == .optionalNullable }

    init(optional: Bool, nullable: Bool) {
        switch (optional, nullable) {
        case (false, false): self = .required
        case (true, false): self = .optional
        case (false, true): self = .nullable
        case (true, true): self = .optionalNullable
        }
    }
}

/// A field of an object type.
///
/// For example: `coverImageURL?: string; // Work-level cover`.
public struct Field: Sendable, Equatable, Codable {
    /// The wire name, exactly as in the contract.
    public var name: String {
        get { storage.values.name }
        _modify { yield &unique.values.name }
    }
    public var type: TypeRef {
        get { storage.values.type }
        _modify { yield &unique.values.type }
    }
    public var optionality: Optionality {
        get { storage.values.optionality }
        _modify { yield &unique.values.optionality }
    }
    public var isReadonly: Bool {
        get { storage.values.isReadonly }
        _modify { yield &unique.values.isReadonly }
    }
    /// The JSDoc description, or the trailing `//` comment.
    public var doc: String? {
        get { storage.values.doc }
        _modify { yield &unique.values.doc }
    }
    public var deprecated: String? {
        get { storage.values.deprecated }
        _modify { yield &unique.values.deprecated }
    }
    /// The `@default` tag's value, or a class property's literal initialiser.
    public var defaultValue: String? {
        get { storage.values.defaultValue }
        _modify { yield &unique.values.defaultValue }
    }
    public var location: SourceLocation {
        get { storage.values.location }
        _modify { yield &unique.values.location }
    }

    /// The values, shared by copies until one of them changes (`FieldStorage`).
    private var storage: FieldStorage

    /// The storage, copied first if another field shares it.
    private var unique: FieldStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = FieldStorage(storage.values) }
            return storage
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, optionality, isReadonly, doc, deprecated, defaultValue, location
    }

    /// Reads the IR JSON, where `isReadonly` is left out when false.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), type: try c.decode(TypeRef.self, forKey: .type),
                  optionality: try c.decode(Optionality.self, forKey: .optionality),
                  isReadonly: try c.decodeIfPresent(Bool.self, forKey: .isReadonly) ?? false, doc: try c.decodeIfPresent(String.self, forKey: .doc),
                  deprecated: try c.decodeIfPresent(String.self, forKey: .deprecated),
                  defaultValue: try c.decodeIfPresent(String.self, forKey: .defaultValue), location: try c.decode(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        try c.encode(optionality, forKey: .optionality)
        try c.encode(isReadonly, forKey: .isReadonly)
        try c.encodeIfPresent(doc, forKey: .doc)
        try c.encodeIfPresent(deprecated, forKey: .deprecated)
        try c.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try c.encode(location, forKey: .location)
    }

    public init(name: String, type: TypeRef, optionality: Optionality = .required, isReadonly: Bool = false,
                doc: String? = nil, deprecated: String? = nil, defaultValue: String? = nil, location: SourceLocation) {
        storage = FieldStorage(.init(name: name, type: type, optionality: optionality, isReadonly: isReadonly, doc: doc, deprecated: deprecated,
                                     defaultValue: defaultValue, location: location))
    }

    public static func == (a: Field, b: Field) -> Bool {
        a.storage === b.storage || a.storage.values == b.storage.values
    }
}

/// One value of an enum.
///
/// For example: `'Mass Market'` in `type EditionFormat = 'Hardcover' | 'Mass Market'`.
public struct EnumCase: Sendable, Equatable, Codable {
    /// The member name for TS enums and `as const` objects; nil for literal unions.
    public var name: String?
    public var value: LiteralValue
    public var doc: String?
    public var deprecated: String?
    public var location: SourceLocation

    public init(name: String? = nil, value: LiteralValue, doc: String? = nil, deprecated: String? = nil, location: SourceLocation) {
        self.name = name
        self.value = value
        self.doc = doc
        self.deprecated = deprecated
        self.location = location
    }
}

/// One variant of a discriminated union.
///
/// For example: `SuccessResponse<T>`, whose `success` field is the literal `true`.
public struct UnionVariant: Sendable, Equatable, Codable {
    /// The discriminator's value for this variant.
    public var discriminatorValue: LiteralValue
    /// A `reference` to an object declaration, or an inline `object`.
    public var type: TypeRef
    public var location: SourceLocation

    public init(discriminatorValue: LiteralValue, type: TypeRef, location: SourceLocation) {
        self.discriminatorValue = discriminatorValue
        self.type = type
        self.location = location
    }
}
