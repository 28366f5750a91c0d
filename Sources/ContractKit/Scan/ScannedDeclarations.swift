/// What the Swift scanner saw in hand-written sources: the input of the audit, and what
/// `contractkit scan` prints so a user can see why a field was reported.

/// A type, or an extension of one.
///
/// For example: `public struct BoundingBox: Codable` nested in `WorkDTO` is `WorkDTO.BoundingBox`.
public struct ScannedType: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case `struct`, `class`, `enum`, actor, `extension`, `protocol` }

    /// The type's fields, stored once and shared by every copy: the audit passes types
    /// around by the thousand, and a copy is then one retain instead of one per field.
    struct Fields: Sendable, Equatable, Codable {
        /// Qualified by the enclosing types: `WorkDTO.BoundingBox`.
        var name: String
        var kind: Kind
        var file: String
        var line: Int
        var column: Int
        var genericParameters: [String] = []
        /// Inherited types and protocols, as written: `Codable`, `Sendable`.
        var conformances: [String] = []
        /// `Model`, `available`…, without the `@`.
        var attributes: [String] = []
        var properties: [ScannedProperty] = []
        var cases: [ScannedCase] = []
        /// The cases of a nested `CodingKeys` enum, when the type declares one.
        var codingKeys: [ScannedCase]?
        var initializers: [ScannedInitializer] = []
        /// Raw values an `init(rawValue:)` maps to cases (`case "E-book": self = .ebook`), for
        /// enums that keep them there rather than on the cases. Case name → raw value.
        var rawValueMapping: [String: String] = [:]
        /// The wire strings a custom decoder (or `init(rawValue:)`) turns into each case:
        /// `case "fetch", "xhr": self = .jsFetch` gives `jsFetch: ["fetch", "xhr"]`.
        var wireValues: [String: [String]] = [:]
        /// The string a custom `encode(to:)` writes for each case.
        var encodedValues: [String: String] = [:]
        /// For an enum: the CodingKeys cases its `init(from:)` reads on the way to each case
        /// (the branch of the `switch` on the tag that makes it, and the reads every branch shares).
        var caseReads: [String: [String]] = [:]
        var decoder: ScannedDecoder?
        /// For an enum: the case its decoder or `init(rawValue:)` gives a value it has no case
        /// for (`default: self = .unknown(raw)`, `?? .other`); nil when such a value throws.
        var decoderFallback: String?
        /// The line of a hand-written `init(rawValue:)`, which may map unknown values to a case.
        var rawValueInitializerLine: Int?
        /// For an enum: its `init(from:)` makes the case from the raw value
        /// (`Self(rawValue: raw) ?? .unknown`), so the raw values are what it accepts.
        var decodesByRawValue = false
        var encoder: ScannedEncoder?
        var typeAliases: [ScannedTypeAlias] = []
        /// For an extension of `KeyedDecodingContainer`: its decoding helpers.
        var codingHelpers: [ScannedCodingHelper] = []
        /// Initializers and methods that read from a decoder or container they are given.
        var decodingMembers: [ScannedDecodingMember] = []
    }

    /// Copy on write: only a copy that is changed gets storage of its own. A storage is only
    /// changed while one value alone holds it, so its accesses need no run-time exclusivity check
    /// (which would cost more than the read itself).
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(name: String, kind: Kind, file: String, line: Int, column: Int, attributes: [String]) {
        storage = Storage(Fields(name: name, kind: kind, file: file, line: line, column: column, attributes: attributes))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }
    public static func == (a: ScannedType, b: ScannedType) -> Bool { a.storage === b.storage || a.storage.fields == b.storage.fields }

    /// Qualified by the enclosing types: `WorkDTO.BoundingBox`.
    public var name: String { get { storage.fields.name } _modify { makeUnique(); yield &storage.fields.name } }
    public var kind: Kind { get { storage.fields.kind } _modify { makeUnique(); yield &storage.fields.kind } }
    public var file: String { get { storage.fields.file } _modify { makeUnique(); yield &storage.fields.file } }
    public var line: Int { get { storage.fields.line } _modify { makeUnique(); yield &storage.fields.line } }
    public var column: Int { get { storage.fields.column } _modify { makeUnique(); yield &storage.fields.column } }
    public var genericParameters: [String] { get { storage.fields.genericParameters } _modify { makeUnique(); yield &storage.fields.genericParameters } }
    /// Inherited types and protocols, as written: `Codable`, `Sendable`.
    public var conformances: [String] { get { storage.fields.conformances } _modify { makeUnique(); yield &storage.fields.conformances } }
    /// `Model`, `available`…, without the `@`.
    public var attributes: [String] { get { storage.fields.attributes } _modify { makeUnique(); yield &storage.fields.attributes } }
    public var properties: [ScannedProperty] { get { storage.fields.properties } _modify { makeUnique(); yield &storage.fields.properties } }
    public var cases: [ScannedCase] { get { storage.fields.cases } _modify { makeUnique(); yield &storage.fields.cases } }
    /// The cases of a nested `CodingKeys` enum, when the type declares one.
    public var codingKeys: [ScannedCase]? { get { storage.fields.codingKeys } _modify { makeUnique(); yield &storage.fields.codingKeys } }
    public var initializers: [ScannedInitializer] { get { storage.fields.initializers } _modify { makeUnique(); yield &storage.fields.initializers } }
    /// Raw values an `init(rawValue:)` maps to cases (`case "E-book": self = .ebook`), for
    /// enums that keep them there rather than on the cases. Case name → raw value.
    public var rawValueMapping: [String: String] { get { storage.fields.rawValueMapping } _modify { makeUnique(); yield &storage.fields.rawValueMapping } }
    /// The wire strings a custom decoder (or `init(rawValue:)`) turns into each case:
    /// `case "fetch", "xhr": self = .jsFetch` gives `jsFetch: ["fetch", "xhr"]`.
    public var wireValues: [String: [String]] { get { storage.fields.wireValues } _modify { makeUnique(); yield &storage.fields.wireValues } }
    /// The string a custom `encode(to:)` writes for each case.
    public var encodedValues: [String: String] { get { storage.fields.encodedValues } _modify { makeUnique(); yield &storage.fields.encodedValues } }
    /// For an enum: the CodingKeys cases its `init(from:)` reads on the way to each case
    /// (the branch of the `switch` on the tag that makes it, and the reads every branch shares).
    public var caseReads: [String: [String]] { get { storage.fields.caseReads } _modify { makeUnique(); yield &storage.fields.caseReads } }
    public var decoder: ScannedDecoder? { get { storage.fields.decoder } _modify { makeUnique(); yield &storage.fields.decoder } }
    /// For an enum: the case its decoder or `init(rawValue:)` gives a value it has no case
    /// for (`default: self = .unknown(raw)`, `?? .other`); nil when such a value throws.
    public var decoderFallback: String? { get { storage.fields.decoderFallback } _modify { makeUnique(); yield &storage.fields.decoderFallback } }
    /// The line of a hand-written `init(rawValue:)`, which may map unknown values to a case.
    public var rawValueInitializerLine: Int? { get { storage.fields.rawValueInitializerLine } _modify { makeUnique(); yield &storage.fields.rawValueInitializerLine } }
    public var decodesByRawValue: Bool { get { storage.fields.decodesByRawValue } _modify { makeUnique(); yield &storage.fields.decodesByRawValue } }
    public var encoder: ScannedEncoder? { get { storage.fields.encoder } _modify { makeUnique(); yield &storage.fields.encoder } }
    public var typeAliases: [ScannedTypeAlias] { get { storage.fields.typeAliases } _modify { makeUnique(); yield &storage.fields.typeAliases } }
    /// For an extension of `KeyedDecodingContainer`: its decoding helpers.
    public var codingHelpers: [ScannedCodingHelper] { get { storage.fields.codingHelpers } _modify { makeUnique(); yield &storage.fields.codingHelpers } }
    /// Initializers and methods that read from a decoder or container they are given.
    public var decodingMembers: [ScannedDecodingMember] { get { storage.fields.decodingMembers } _modify { makeUnique(); yield &storage.fields.decodingMembers } }
}

/// A property: stored or computed.
///
/// For example: `public let coverImageURL: String?` is stored and optional.
public struct ScannedProperty: Sendable, Equatable, Codable {
    public var name: String
    /// As written, without spaces around punctuation: `[String: Int]?`. Nil when inferred.
    public var type: String?
    public var optional: Bool
    /// False for computed properties (a getter block without willSet or didSet).
    public var stored: Bool
    /// A computed property with a `set` accessor, which stores through another property.
    public var hasSetter = false
    public var `static`: Bool
    /// `var` rather than `let`.
    public var mutable: Bool
    public var defaultValue: String?
    /// `public`, `private`…, or nil for the default.
    public var access: String?
    public var attributes: [String] = []
    public var line: Int
    public var column: Int
}

/// An enum case: `case massMarket = "Mass Market"` or `case unknown(String)`.
public struct ScannedCase: Sendable, Equatable, Codable {
    public var name: String
    /// A string raw value's content (`Mass Market`), or a number's text.
    public var rawValue: String?
    public var associatedValues: [String] = []
    public var line: Int
}

/// An initializer's parameters, for the audit's init checks.
public struct ScannedInitializer: Sendable, Equatable, Codable {
    public struct Parameter: Sendable, Equatable, Codable {
        /// The argument label; `_` when there is none.
        public var label: String
        public var name: String
        public var type: String
        public var defaultValue: String?
    }

    public var parameters: [Parameter]
    public var access: String?
    public var line: Int
}

/// What a custom `init(from decoder:)` reads.
public struct ScannedDecoder: Sendable, Equatable, Codable {
    /// One `decode` call.
    public struct Read: Sendable, Equatable, Codable {
        /// The property assigned, if the scanner could tell.
        public var property: String?
        /// The CodingKeys case read: `coverImageURL` for `forKey: .coverImageURL`.
        public var key: String
        /// `decode`, `decodeIfPresent`, or another method name.
        public var method: String
        public var type: String?
        /// The `?? fallback` text, if any.
        public var fallback: String?
        /// The key case of the read this one is the `??` fallback of: `decodeIfPresent(.a) ?? decode(.b)`
        /// reads `b` only when `a` is absent, so neither key alone is required.
        public var fallbackFor: String?
        public var line: Int
        /// The container variable the call is made on: `c` in `c.decode(…)`.
        public var container: String?
        /// The call sits under `try?`: a missing, null or mistyped value becomes nil.
        public var optionalTry = false
        /// The call sits in a `do` block whose `catch` takes `DecodingError.keyNotFound`, or
        /// runs only when `contains(.key)` is true (`CodingBodyReader+ContainsGuards`): an
        /// absent key is no failure (a null or mistyped value still is). Left out of the
        /// scan's JSON when false.
        public var catchesAbsentKey: Bool?
        /// The call sits in a `do` block whose `catch` takes a type mismatch (or every error):
        /// a value of another type falls through to the reads after it (`CodingBodyReader+Catches`).
        /// Left out of the scan's JSON when not so.
        public var catchesMistype: Bool?
        /// The key is a string literal (a dynamic key made from `"name"`), not an enum case.
        public var literalKey = false
        /// The argument labels: `forKey`, `default`… A helper's extra labels name its fallback.
        public var labels: [String] = []
        /// The enum case the value is wrapped in, when the read names no type: `mode = .shotgun(try
        /// c.decodeValue(forKey: .shotgunStats))` decodes the case's payload, not the property's type.
        public var enumCase: String?
    }

    public var reads: [Read]
    public var line: Int
    public var containers: [ScannedContainer] = []
    /// Types decoded from the same decoder, so their keys sit at this level: `Base`, `super`.
    public var delegates: [String] = []
    /// Constructs beyond a static reading (`a loop over allKeys`): keys it reads are unknown.
    public var partial: [String] = []
    /// The type decodes one value, not an object: `singleValueContainer()`.
    public var singleValue = false
    /// Properties it computes from values it read (`totalPages` from `totalItems` and
    /// `perPage`) instead of reading their keys. Not part of the scan's JSON.
    public var derived: [Derived] = []
    /// The type a single value decoder reads first: `[Note]` for
    /// `singleValueContainer().decode([Note].self)`. Not part of the scan's JSON.
    public var singleValueType: String?
    /// Every type a single value decoder decodes, in order (`String`, then `[Item]`): an enum
    /// that tries each in turn holds any value one of them takes. Not part of the scan's JSON.
    public var singleValueAlternatives: [String] = []
    /// The decoder never looks at the value (`init(from:) { self = .and }`): any value
    /// decodes. Not part of the scan's JSON.
    public var ignoresValue = false
    /// For a decoder that reads an array: how many elements it takes before any loop or
    /// branch (`CodingBodyReader+Unkeyed`); a shorter array fails the decode. Not part of the scan's JSON.
    public var leadingElements = 0
    /// The type's own initializers and methods it passes the decoder or a container to
    /// (`init(reading:)`, `fill`), whose reads are its own. Not part of the scan's JSON.
    public var memberCalls: [String] = []
    /// The delegates decoded under `try?` (`if let a = try? GitHubRepo(from: decoder) … else if let b = try? GitLabRepo(from: decoder)`):
    /// each is tried in turn. Not part of the scan's JSON.
    public var triedDelegates: [String] = []

    /// A property assigned from other properties the decoder filled.
    public struct Derived: Sendable, Equatable {
        public var property: String
        public var from: [String]
        public var line: Int
    }

    private enum CodingKeys: String, CodingKey {
        case reads, line, containers, delegates, partial, singleValue
    }
}

/// A container a coder opens: `let c = try decoder.container(keyedBy: Keys.self)`.
public struct ScannedContainer: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case keyed, singleValue, unkeyed, superCoder }
    /// The variable it is bound to, if any.
    public var name: String?
    public var kind: Kind
    /// The CodingKey enum of a keyed container, as written: `Keys`, `Outer.CodingKeys`.
    public var keyEnum: String?
    /// For a nested container or super coder: the container it is opened on, and the key.
    public var parent: String?
    public var parentKey: String?
    public var line: Int
    /// Opened under `try?` (`let sub = try? c.superDecoder(forKey: .details)`): a missing
    /// or null value under its key becomes nil. Not part of the scan's JSON.
    public var optionalTry = false

    private enum CodingKeys: String, CodingKey {
        case name, kind, keyEnum, parent, parentKey, line
    }
}

/// What a custom `encode(to:)` writes.
public struct ScannedEncoder: Sendable, Equatable, Codable {
    /// One `encode` call.
    public struct Write: Sendable, Equatable, Codable {
        public var key: String
        public var container: String?
        public var method: String
        /// The property written, if the scanner could tell.
        public var property: String?
        public var line: Int
    }

    /// CodingKeys cases written, in order.
    public var keys: [String]
    public var line: Int
    public var writes: [Write] = []
    public var containers: [ScannedContainer] = []
    public var partial: [String] = []
    public var delegates: [String] = []
}

/// A method in an extension of `KeyedDecodingContainer` that reads a key with a fallback:
/// `func decode<T>(_ type: T.Type, forKey key: Key, default: T) -> T`.
public struct ScannedCodingHelper: Sendable, Equatable, Codable {
    public var name: String
    public var labels: [String]
    /// The first parameter's type as written: `DefaultEmpty<T>.Type`.
    public var firstParameterType: String?
    /// Its body tolerates a missing key: `decodeIfPresent`, `try?`, `contains(`.
    public var toleratesAbsence: Bool
    public var line: Int
    /// Other `decode…` helpers its body calls: a helper tolerates what the one it calls does.
    public var calls: [String] = []
}

public struct ScannedTypeAlias: Sendable, Equatable, Codable {
    public var name: String
    public var target: String
    public var line: Int
}

/// One scanned file.
public struct ScannedFile: Sendable, Equatable, Codable {
    public var path: String
    public var lineCount: Int
    public var types: [ScannedType]
    /// Function bodies, when the file was scanned for the mapper audit.
    public var functions: [ScannedFunction] = []
    /// `JSONDecoder` settings the file makes: `dateDecodingStrategy = .iso8601`.
    public var decoderSettings: [DecoderSetting] = []
    /// Where the file decodes and encodes types, and the decode helpers it declares.
    public var codingUses: [CodingUse] = []
    /// `typealias` declarations outside any type.
    public var typeAliases: [ScannedTypeAlias] = []
    /// The modules the file imports, first words only (`import Vapor`, `import struct Foundation.Date`: Foundation).
    public var imports: [String] = []
    /// The `JSONDecoder`s the file declares or configures, the types it decodes with them,
    /// and the calls that pass a type to a function (see `DecoderUses`).
    public var jsonDecoders: [ScannedJSONDecoder] = []
    public var decodeCalls: [ScannedDecodeCall] = []
    public var typeArguments: [ScannedTypeArgument] = []
    /// Generic types the file spells with their arguments anywhere in code (`APIRequest<Page<User>>`
    /// in a return type or a constructor call), as written.
    public var genericSpellings: [String] = []

    public init(path: String, lineCount: Int, types: [ScannedType], functions: [ScannedFunction] = []) {
        self.path = path
        self.lineCount = lineCount
        self.types = types
        self.functions = functions
    }
}

/// A place where the scanned code decodes or encodes a type, or declares a generic
/// function that decodes (see `CodingUses`): the audit's evidence of direction.
public struct CodingUse: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// `decode(T.self, …)`.
        case decode
        /// `encode(x)`, with `x`'s type.
        case encode
        /// A `T.self` argument of another call: a decode when `callee` is a decode helper.
        case typeArgument
        /// `let x: T = callee(…)`, `callee(…) as T`: a decode when `callee` is a decode helper.
        case typedResult
        /// `func name<T: Decodable>(_: T.Type …)` or `… -> T` whose body decodes; `type` is its name.
        case decodeHelper
        /// `func callee(…) async throws -> T`: a fetch, whose `T` the app decodes.
        case asyncResult
        /// `URLQueryItem(name: "page_size", …)`: a key the app sends in a URL's query; `type` is the key.
        case queryItem
        /// A parameter's type of a function that fetches (`func update(with changes: KeyChanges)
        /// throws -> KeyRevision { return try execute(…) }`): what the app hands over to get a
        /// response. `callee` is the call whose result the function returns; nil for `async throws`.
        case fetchArgument
        /// `encode(request.body)`: an encode of a value's stored property; `type` is the value's
        /// type and `member` the property, whose type the holder's declaration gives.
        case memberEncode
    }

    public var kind: Kind
    public var callee: String?
    /// The type as written (`[Order]`), or the helper's name.
    public var type: String
    public var line: Int
    /// For a typed result a function returns (`func orders() async throws -> [Order] { try await get(…) }`):
    /// that function's name, `orders`.
    public var function: String?
    /// For a typed result (`let res: Page<Order> = try await get(…)`): the function it is
    /// written in, whose name may say which endpoint it fetches.
    public var enclosingFunction: String?
    /// For a `T.self` argument: the type it is written in (`PlayersViewModel`), from which Swift
    /// resolves a short name first (`Returned` nested in it).
    public var scope: String?
    /// The use sits in the body of `scope`'s own `init(from decoder:)`: the app decodes the
    /// type only when it decodes `scope` (`TypeDirections+DecoderBodies`). Nil elsewhere.
    public var inDecoderBody: Bool?
    /// For `memberEncode`: the property encoded (`body`). Nil elsewhere.
    public var member: String?

    public init(kind: Kind, callee: String? = nil, type: String, line: Int) {
        self.kind = kind
        self.callee = callee
        self.type = type
        self.line = line
    }
}

/// A `JSONDecoder` setting made in the scanned code, which decides how the app reads
/// dates and keys: `decoder.dateDecodingStrategy = .iso8601` is `dateDecodingStrategy`
/// set to `iso8601`.
public struct DecoderSetting: Sendable, Equatable, Codable {
    /// `dateDecodingStrategy` or `keyDecodingStrategy`.
    public var name: String
    /// The case set: `iso8601`, `custom`, `formatted`, `convertFromSnakeCase`…
    public var value: String
    public var line: Int
    /// The type (or extension, by the last component of its name) whose body makes the
    /// setting: `OrderDTO` for a static decoder declared in `OrderDTO`. Nil outside any type.
    public var enclosingType: String?
    /// For `.custom { … }`: true when the closure decodes a number (`decode(Double.self)`),
    /// so the strategy reads numeric timestamps as well as whatever else it reads.
    public var closureReadsNumber: Bool?
    /// For a key strategy set on a coder a function declares (`let encoder = JSONEncoder()`):
    /// the lines where that coder encodes or decodes. Nil for a member's, a static's or a global's.
    public var localUses: [Int]?
}
