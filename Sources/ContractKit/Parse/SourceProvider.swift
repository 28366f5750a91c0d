/// What reading a source file gave.
public enum SourceReadResult: Sendable {
    case contents([UInt8])
    /// No file at that path.
    case missing
    /// The path exists but could not be read; the message says why (a directory, no permission).
    case failure(String)
}

/// Reads source files for the core, which never touches the file system itself.
/// The CLI reads from disk; tests read from memory.
public protocol SourceProvider: Sendable {
    /// Reads the file at an absolute, standardised path.
    func read(_ path: String) -> SourceReadResult
    /// Whether a file is at the path. Used for files that are never read, such as the
    /// JavaScript modules a contract imports.
    func exists(_ path: String) -> Bool
}

extension SourceProvider {
    public func exists(_ path: String) -> Bool {
        if case .missing = read(path) { return false }
        return true
    }
}

/// A provider over files held in memory, keyed by absolute path.
public struct InMemorySourceProvider: SourceProvider {
    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(bytes: [String: [UInt8]]) {
        self.files = bytes
    }

    public func read(_ path: String) -> SourceReadResult {
        files[path].map(SourceReadResult.contents) ?? .missing
    }
}

