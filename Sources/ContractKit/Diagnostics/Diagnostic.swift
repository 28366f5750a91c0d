// Diagnostics: source locations and the `path:line:col: severity: message` values every stage emits.

/// A position in a source file, 1-based, with the column counted in UTF-8 bytes as swiftc does.
///
/// For example: `schema/canonical.ts:35:3`.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// The file's display path: relative, never absolute.
    public var file: String
    // 32-bit storage: a large contract's syntax tree and IR hold millions of locations.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line), column: try c.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:col`, the form Xcode and CI log parsers understand.
    public var description: String { "\(file):\(line):\(column)" }
}

/// How serious a diagnostic is. Ordered so that `error` is the greatest.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found while reading input. The core never prints; the CLI renders these
/// as `path:line:col: severity: message`.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var severity: DiagnosticSeverity
    public var message: String
    public var location: SourceLocation

    public init(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// The swiftc-style line: `path:line:col: error: message`.
    public var rendered: String { "\(location.description): \(severity.rawValue): \(message)" }
}

/// Collects diagnostics in the order they were emitted, and sorts them for output.
public struct Diagnostics: Sendable, Equatable {
    public private(set) var items: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    public mutating func emit(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation) {
        items.append(Diagnostic(severity, message, at: location))
    }

    public mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    public var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// Diagnostics in a stable order (by location, then severity, then text), without
    /// duplicates, so output never depends on the order files were given.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return items.filter { seen.insert($0).inserted }.sorted {
            if $0.location != $1.location { return $0.location < $1.location }
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            return $0.message < $1.message
        }
    }
}
