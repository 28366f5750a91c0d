/// A small description of the Swift that `generate` and `verify` write: declarations as values,
/// statements as lines and blocks. The translator builds it; `SwiftRenderer` is the
/// only place that turns it into text.

/// One generated Swift file.
public struct SwiftFile: Sendable, Equatable {
    /// The file name inside the output folder: `Canonical.swift`.
    public var name: String
    public var headerComments: [String]
    public var imports: [String]
    public var declarations: [SwiftDecl]
}

/// A declaration.
/// Not `indirect`: recursion goes through arrays, and boxing every member showed in profiles.
public enum SwiftDecl: Sendable, Equatable {
    case type(SwiftTypeDecl)
    case typeAlias(SwiftTypeAlias)
    case property(SwiftProperty)
    case enumCase(SwiftEnumCase)
    case function(SwiftFunction)
    /// Top-level code, as a program's `main.swift` runs it.
    case statements([SwiftStatement])
}

/// Documentation and attributes that any declaration may carry.
public struct SwiftDeclHeader: Sendable, Equatable {
    /// Lines of the `///` comment.
    public var doc: [String] = []
    /// `@available(*, deprecated, message: "…")` and the like, one per line.
    public var attributes: [String] = []
    /// `public `, `package `, or empty for internal, with the trailing space.
    public var access: String = ""
}

/// A struct, class or enum, or an extension of a type (which has no inheritance or generics here).
public struct SwiftTypeDecl: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `struct`, `enum`, `extension`
        case finalClass = "final class"
        case indirectEnum = "indirect enum"
    }
    public var header: SwiftDeclHeader
    public var kind: Kind
    public var name: String
    /// Rendered generic parameters: `T: Codable & Sendable`.
    public var genericParameters: [String] = []
    public var inheritance: [String] = []
    public var members: [SwiftDecl] = []
}

public struct SwiftTypeAlias: Sendable, Equatable {
    public var header: SwiftDeclHeader
    public var name: String
    public var genericParameters: [String] = []
    public var target: String
}

/// A property: `public let title: String`, `public static let allCases: [X] = […]`,
/// or a computed one with a getter body.
public struct SwiftProperty: Sendable, Equatable {
    public var header: SwiftDeclHeader
    public var isStatic = false
    public var isMutable = false
    public var name: String
    public var type: String
    public var initializer: String?
    /// A computed property's getter.
    public var getter: [SwiftStatement]?
}

/// `case massMarket = "Mass Market"` or `case unknown(String)`.
public struct SwiftEnumCase: Sendable, Equatable {
    public var header: SwiftDeclHeader
    public var name: String
    public var rawValue: String?
    public var associatedValues: [String] = []
}

/// A function or initializer; `signature` is everything before the body's brace.
public struct SwiftFunction: Sendable, Equatable {
    public var header: SwiftDeclHeader
    public var signature: String
    public var body: [SwiftStatement]
}

/// A statement in a body.
/// Not `indirect`: recursion goes through arrays, so no per-line heap box is needed.
public enum SwiftStatement: Sendable, Equatable {
    case line(String)
    /// `header {`, the indented body, `}`.
    case block(String, [SwiftStatement])
    /// A line that opens a closure itself (`.custom { decoder in`), the indented body, `}`.
    case closure(String, [SwiftStatement])
    /// `case x:` with its indented body, inside a `switch` block.
    case switchCase(String, [SwiftStatement])
    case blankLine
}
