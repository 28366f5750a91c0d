// Config: contractkit.json, read with the location of every key.

/// Settings from `schema/contractkit.json`. Every key is optional; the defaults give
/// public, Codable, Sendable, Hashable DTOs with forward-compatible enums.
public struct ContractKitConfig: Sendable, Equatable {
    /// How the contract is read.
    public var contract = ContractOptions()
    public var generate = GeneratorConfig()
    public var audit = AuditConfig()
    /// How `verify` decodes: strategies that override what the scanned code sets.
    public var verify = VerifyConfig()
    /// Accepted deviations: findings they match move to the report's "Intentional deviations".
    public var waivers: [Waiver] = []
    /// The contract's version when its files carry no `@version` tag; `diff` reads it
    /// for the new contract.
    public var contractVersion: String?
    /// Where each key was written, by key path (`generate.typeOverrides.WorkDTO.year`).
    public var locations: [String: SourceLocation] = [:]

    public init() {}

    /// The location of `keyPath`, or of the nearest enclosing key that has one.
    public func location(of keyPath: String) -> SourceLocation? {
        var path = keyPath
        while true {
            if let l = locations[path] { return l }
            guard let dot = path.lastIndex(of: ".") else { return locations[""] }
            path = String(path[..<dot])
        }
    }
}

/// The Swift access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, package, `internal`
}

/// A default value given in config, typed as JSON types it.
public enum ConfiguredDefault: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case emptyArray
    case emptyObject
    case null
}

/// What `generate` does.
public struct GeneratorConfig: Sendable, Equatable {
    public var accessLevel: AccessLevel = .public
    /// Protocols every generated type conforms to.
    public var conformances = ["Codable", "Sendable", "Hashable"]
    /// Added around enum type names: `"DTO"` gives `DTOEditionFormat`.
    public var enumPrefix = ""
    public var enumSuffix = ""
    /// Added around every generated type name, so generated DTOs can sit beside the app's
    /// own types of the contract's names: `"API"` gives `APIOrder`.
    public var typePrefix = ""
    public var typeSuffix = ""
    /// An enum every generated type is nested in (`API.Order`, as swift-openapi-generator
    /// nests `Components.Schemas`); nil generates top-level types.
    public var namespace: String?
    /// Enums generated without an `unknown` case: an unseen value fails decoding.
    public var frozenEnums: [String] = []
    /// Swift types for fields, by `Type.field`: `"WorkDTO.firstPublicationYear": "Int"`.
    public var typeOverrides: [String: String] = [:]
    /// A required array field missing from the JSON decodes as `[]` (as many hand-written decoders do).
    public var missingArraysAreEmpty = false
    /// Defaults for required fields missing from the JSON, by `Type.field`.
    public var fieldDefaults: [String: ConfiguredDefault] = [:]
    /// Words kept upper-case in generated names, beside the generic ones (`ID`, `URL`…):
    /// `["ISBN"]` makes `INVALID_ISBN` the case `invalidISBN`.
    public var acronyms: [String] = []
    /// Field globs whose `number` becomes `Int`: `"*Count"` (a field name), `"*.year"`,
    /// `"WorkDTO.*ID"` (a `Type.field` path). `*` matches any run of characters.
    public var integers: [String] = []
    /// Foundation types for formatted strings, by format: `{"date-time": "Date", "uuid": "UUID", "uri": "URL"}`.
    /// Unlisted formats stay `String` (`byte` is always `Data`).
    public var formats: [String: String] = [:]
    /// The Swift types each format may map to.
    public static let formatTypes: [String: Set<String>] = [
        "date-time": ["Date", "String"], "date": ["Date", "String"], "uuid": ["UUID", "String"], "uri": ["URL", "String"], "email": ["String"],
    ]
    /// The envelope types for `decodeEnvelope`; detected by shape when not given.
    public var unifiedEnvelope: String?
    public var legacyEnvelope: String?

    public init() {}

    /// The conformances that generated code may use; anything else might not compile.
    public static let supportedConformances: Set<String> = ["Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable"]
}

/// What `audit` does.
public struct AuditConfig: Sendable, Equatable {
    /// Contract type → Swift type (qualified), for pairs the audit cannot infer.
    public var types: [String: String] = [:]
    /// DTO → model, for pairs the audit cannot infer by dropping `DTO` (`WorkDTO` → `Work`).
    public var models: [String: String] = [:]
    /// `DTO.field` → model property, for fields the model stores under another name:
    /// `"WorkDTO.description": "summary"`; a nested object's field by its path,
    /// `"Order.customer.fullName": "customerName"`.
    public var modelFields: [String: String] = [:]
    /// `audit.paths`: the app's Swift, as `--swift`, `--models` and `--mappers` would name
    /// it, resolved against the config file's folder. `audit` and `diff` read them when the
    /// command line names none.
    public var paths = AuditPaths()
    /// `audit.baseline`: the baseline file `--baseline` would name, resolved against the
    /// config file's folder: findings in it are known debt, and only new ones fail.
    public var baseline: String?
    /// `audit.provenance`: whether findings carry when each side's line last changed (git). On by default.
    public var provenance = true

    public init() {}
}

/// Where the app's Swift is: DTOs, models, mappers. Absolute, or relative to the working
/// directory when the config file's path was.
public struct AuditPaths: Sendable, Equatable {
    public var swift: [String]?
    public var models: [String]?
    public var mappers: [String]?

    public init() {}
}

/// An accepted deviation from the contract, with its reason.
///
/// For example: `{"rule": "enum-widened", "type": "WorkDTO", "field": "primaryProvider",
/// "reason": "String for forward compatibility", "expires": "2026-06-30"}`.
public struct Waiver: Sendable, Equatable {
    public var rule: RuleID
    public var type: String
    /// Nil waives the rule for the whole type.
    public var field: String?
    public var reason: String
    /// `YYYY-MM-DD`; after it the waiver is stale.
    public var expires: String?
    /// Where it is written, for stale-waiver warnings.
    public var location: SourceLocation

    public init(rule: RuleID, type: String, field: String? = nil, reason: String, expires: String? = nil, location: SourceLocation) {
        self.rule = rule
        self.type = type
        self.field = field
        self.reason = reason
        self.expires = expires
        self.location = location
    }
}

/// `verify`'s JSON strategies. The encoder mirrors the decoder (`.convertFromSnakeCase`
/// decodes and `.convertToSnakeCase` encodes).
public struct VerifyConfig: Sendable, Equatable {
    public var dateDecodingStrategy: DateCodingStrategy?
    public var keyDecodingStrategy: KeyCodingStrategy?
    /// `verify.routes`: which contract type a recorded response of a route holds, for HAR files.
    public var routes: [VerifyRoute] = []
    public init() {}
}

/// One `verify.routes` entry: `"GET /v1/works/*": "ResponseEnvelope<WorkDTO>"`. The method
/// is optional (any method); in the URL pattern `*` stands for any text within a path
/// segment and `**` for any text at all. A pattern without a host matches the URL's path.
public struct VerifyRoute: Sendable, Equatable {
    public var method: String?
    public var pattern: String
    /// The contract type, as written: `ResponseEnvelope<BookSearchResponse>`.
    public var type: String
    public var location: SourceLocation

    public init(method: String?, pattern: String, type: String, location: SourceLocation) {
        self.method = method
        self.pattern = pattern
        self.type = type
        self.location = location
    }
}

/// `JSONDecoder.DateDecodingStrategy` cases verify can reproduce; `iso8601WithFractionalSeconds`
/// is the `.custom` decoder most apps write for JavaScript's `toISOString()`.
public enum DateCodingStrategy: String, Sendable, CaseIterable {
    case deferredToDate, iso8601, iso8601WithFractionalSeconds, secondsSince1970, millisecondsSince1970
}

public enum KeyCodingStrategy: String, Sendable, CaseIterable {
    case useDefaultKeys, convertFromSnakeCase
}
