/// The parser's output for one file: what the source says, before any name is resolved.
public struct SourceFileSyntax: Sendable, Equatable {
    public var path: String
    public var imports: [ImportSyntax] = []
    public var reExports: [ReExportSyntax] = []
    /// Names listed in a local `export { A, B as C }`.
    public var localExports: [ImportedName] = []
    public var declarations: [DeclarationSyntax] = []
    /// A file-level `@version x.y.z` JSDoc tag, if any.
    public var version: String?
    /// The modules named by import types (`import('./m').T`), each once: followed like imports.
    public var typeImports: [ImportSyntax] = []
    /// `import A = N.B` (and `export import`): the local name, qualified by its namespaces,
    /// and the name it stands for.
    public var importAliases: [String: String] = [:]
    /// The name given to `export = Name`, the module's one export.
    public var exportAssignment: String?
    /// The declaration a default import names: `export default interface Gif { … }` or
    /// `export default Gif`.
    public var defaultExport: String?
    /// `export = { … }` or another expression: what the module exports cannot be read.
    public var exportsAssignedValue = false
    /// True when the file has a top-level `import` or `export`. A file without either is
    /// a script, as TypeScript calls it: its declarations are global, visible from every file.
    public var isModule = false
    /// Function and method signatures: the types they take and return.
    public var signatures: [SignatureSyntax] = []
    /// The names of the file's top-level `const`, `let`, `var` and functions, read or not:
    /// a name used as a type that is one of these is a value (`class Tagged extends
    /// withTags(Base)`'s mixin result), never a typo of a type's name.
    public var valueNames: [String] = []
    /// The statements a syntax error left unread, in file order: the rest of the file was read.
    public var skipped: [SkippedDeclaration] = []
    /// Functions that build a zod object of the shape they are given
    /// (`function apiObject<T>(shape: T): z.ZodObject<T>`), by name: whether each is exported.
    public var zodObjectWrappers: [String: Bool] = [:]
}

/// A top-level statement that could not be read because of a syntax error in it.
///
/// For example: `interface Order` at `src/orders.ts:12:1`, whose body has `id: string string`.
public struct SkippedDeclaration: Sendable, Hashable {
    /// The keyword that starts it (`interface`, `const`, `function`), or `statement`.
    public var kind: String
    /// The name it declares, when one follows the keyword.
    public var declaredName: String?
    /// Where the statement starts.
    public var location: SourceLocation

    public init(kind: String, declaredName: String?, location: SourceLocation) {
        self.kind = kind
        self.declaredName = declaredName
        self.location = location
    }

    /// `interface Order`, `const orderService`, `statement`.
    public var name: String { declaredName.map { "\(kind) \($0)" } ?? kind }
}

/// One imported name: `A` or `A as B`.
public struct ImportedName: Sendable, Equatable {
    public var imported: String
    public var local: String
}

/// `import type { A, B as C } from './x.js'`, `import * as ns from 'pkg'`, or `import D from 'pkg'`.
public struct ImportSyntax: Sendable, Equatable {
    public var names: [ImportedName]
    public var namespace: String?
    public var defaultName: String?
    public var module: String
    public var location: SourceLocation
}

/// `export { A } from './x.js'` or `export * from './x.js'` (names nil), or
/// `export * as listen from './listen/index.js'` (names nil, `namespace` the name).
public struct ReExportSyntax: Sendable, Equatable {
    public var names: [ImportedName]?
    public var module: String
    public var location: SourceLocation
    /// `export * as listen`: the module's exports are this one's under `listen.` only.
    public var namespace: String? = nil
}

/// A parsed JSDoc block: its description and the tags ContractKit reads.
public struct DocComment: Sendable, Equatable {
    public var description: String?
    /// Present when `@deprecated` is; holds its message, possibly empty.
    public var deprecated: String?
    public var defaultValue: String?
    public var isInteger = false
    /// `@format date-time`: a string format (`date-time`, `date`, `uuid`, `email`, `uri`).
    public var format: String?
    public var version: String?
}

/// A generic parameter: `T extends Base = Default`.
public struct GenericParameterSyntax: Sendable, Equatable {
    public var name: String
    public var constraint: TypeSyntax?
    public var defaultType: TypeSyntax?
}

/// A member of an interface, class or object type.
public struct MemberSyntax: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case property
        /// `[key: string]: T`
        indirect case indexSignature(keyType: TypeSyntax)
    }

    public var kind: Kind
    public var name: String
    public var isOptional: Bool
    public var isReadonly: Bool
    /// Nil when a class property has an initialiser but no annotation.
    public var type: TypeSyntax?
    public var doc: DocComment? {
        get { docBox?.value }
        set { docBox = newValue.map(DocBox.init) }
    }
    public var trailingComment: String?
    /// A class property's initialiser text, when it is a simple literal.
    public var initializer: String?
    public var location: SourceLocation
    /// Most members have no doc comment; boxed, a missing one costs 8 bytes, not 80.
    private var docBox: DocBox?

    public init(kind: Kind, name: String, isOptional: Bool, isReadonly: Bool, type: TypeSyntax?, doc: DocComment?,
                trailingComment: String?, initializer: String?, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.isOptional = isOptional
        self.isReadonly = isReadonly
        self.type = type
        self.trailingComment = trailingComment
        self.initializer = initializer
        self.location = location
        self.docBox = doc.map(DocBox.init)
    }
}

/// An immutable, shared doc comment (see `MemberSyntax.doc`).
final class DocBox: Sendable, Equatable {
    let value: DocComment
    init(_ value: DocComment) { self.value = value }
    static func == (a: DocBox, b: DocBox) -> Bool { a.value == b.value }
}

/// A type as written in the source.
public enum TypeSyntax: Sendable, Equatable {
    /// A name, possibly qualified (`Prisma.User`), with type arguments.
    case reference(name: String, arguments: [TypeSyntax], location: SourceLocation)
    /// `string`, `number`, `boolean`, `null`, `undefined`, `any`, `unknown`, `never`, `object`, `void`, `bigint`, `symbol`.
    case keyword(String, location: SourceLocation)
    case literal(LiteralValue, location: SourceLocation)
    indirect case array(TypeSyntax, location: SourceLocation)
    case object([MemberSyntax], location: SourceLocation)
    case union([TypeSyntax], location: SourceLocation)
    case intersection([TypeSyntax], location: SourceLocation)
    /// `typeof X`
    case typeQuery(String, location: SourceLocation)
    /// `import("./m").T<U>`, `import("./m")` (its `export =`), or with `isTypeQuery`
    /// `typeof import("./m").X`; `member` is nil for the module itself.
    case importType(module: String, member: String?, arguments: [TypeSyntax], isTypeQuery: Bool, location: SourceLocation)
    /// `keyof T`
    indirect case keyOf(TypeSyntax, location: SourceLocation)
    /// `T[K]`
    indirect case indexedAccess(TypeSyntax, index: TypeSyntax, location: SourceLocation)
    /// `{ [K in Keys]?: Value }`: one member per key, `K` standing for the key in `value`.
    /// `optional` is true for `?` or `+?`, false for `-?`, nil when the member has neither.
    indirect case mapped(parameter: String, keys: TypeSyntax, value: TypeSyntax, optional: Bool?, location: SourceLocation)
    /// A keyword with a format a zod schema states: `string` with `uuid`, `number` with `integer`.
    case formatted(keyword: String, format: String, location: SourceLocation)
    /// A construct ContractKit does not support, such as a conditional or mapped type.
    case unsupported(construct: String, location: SourceLocation)
    /// A zod schema built by calling one of the project's functions with a shape
    /// (`apiObject({ id: z.string() })`): the object when the function wraps `z.object`.
    indirect case call(function: String, argument: TypeSyntax, location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .reference(_, _, let l), .keyword(_, let l), .literal(_, let l), .array(_, let l), .object(_, let l),
             .union(_, let l), .intersection(_, let l), .typeQuery(_, let l), .keyOf(_, let l), .importType(_, _, _, _, let l),
             .indexedAccess(_, _, let l), .formatted(_, _, let l), .unsupported(_, let l), .mapped(_, _, _, _, let l),
             .call(_, _, let l):
            l
        }
    }
}

/// One enum member: `Hardcover = 'Hardcover'`, or `A` with an implicit number.
public struct EnumMemberSyntax: Sendable, Equatable {
    public var name: String
    public var value: LiteralValue?
    /// An initialiser whose value the parser could not compute (`Math.sin(1)`): the member
    /// is left out, with a warning, and so are auto-numbered members after it.
    public var isUnknown = false
    public var doc: DocComment?
    public var location: SourceLocation
}

/// One entry of a `const X = { … } as const` object.
public struct ConstEntrySyntax: Sendable, Equatable {
    public var key: String
    /// Nil when the value is not a literal.
    public var value: LiteralValue?
    public var doc: DocComment?
    public var location: SourceLocation
}

/// A top-level declaration the contract may use.
public struct DeclarationSyntax: Sendable, Equatable {
    public enum Body: Sendable, Equatable {
        /// An interface, or a class read as one.
        case interface(heritage: [TypeSyntax], members: [MemberSyntax], isClass: Bool)
        case typeAlias(TypeSyntax)
        case enumeration([EnumMemberSyntax])
        /// `const X = { … } as const`
        case constObject([ConstEntrySyntax])
        /// `const X = 'literal'` (or `as const`): `typeof X` is the literal.
        case constLiteral(LiteralValue)
        /// `const XS = ['a', 'b'] as const`: `(typeof XS)[number]` is the union of its values.
        case constArray([ConstEntrySyntax])

        /// A value rather than a type: it answers to `typeof` only.
        public var isValue: Bool {
            switch self {
            case .constObject, .constLiteral, .constArray: true
            case .interface, .typeAlias, .enumeration: false
            }
        }
    }

    /// The declared name, qualified by its namespaces: `Cloudflare.Env` for
    /// `interface Env` inside `declare namespace Cloudflare { … }`.
    public var name: String
    public var isExported: Bool
    public var generics: [GenericParameterSyntax]
    public var doc: DocComment?
    public var body: Body
    public var location: SourceLocation
    /// The enclosing namespaces (`Cloudflare`), where names inside resolve first; nil at top level.
    public var namespace: String? = nil
    /// Declared inside `declare global { … }`: visible from every file.
    public var isGlobal = false
    /// Other names it answers to: a zod schema `const userSchema` declared as `User`.
    public var otherNames: [String] = []
}

extension LiteralValue {
    /// The keyword type TypeScript infers for a variable initialised with this value.
    public var keywordType: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .boolean: "boolean"
        }
    }
}
