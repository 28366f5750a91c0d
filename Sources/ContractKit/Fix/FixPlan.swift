/// What `audit --fix` would change: per file, the text edits that fix findings, and the
/// findings no single safe edit fixes, each with its reason. A plan is a value: the CLI
/// applies it (`--fix`) or prints it as a diff (`--fix=diff`); the library writes nothing.
public struct FixPlan: Sendable, Equatable {
    /// Files with at least one edit, sorted by path.
    public var files: [FileFix]
    /// The findings the edits fix.
    public var fixed: [Finding]
    /// The findings left as they are, in report order.
    public var notFixed: [NotFixed]

    public init(files: [FileFix] = [], fixed: [Finding] = [], notFixed: [NotFixed] = []) {
        self.files = files
        self.fixed = fixed
        self.notFixed = notFixed
    }
}

/// A finding `--fix` leaves alone, and why.
///
/// For example: `type-mismatch` on `Order.total`: "a type change can break every reader of the property".
public struct NotFixed: Sendable, Equatable {
    public var finding: Finding
    public var reason: String
}

/// One file's edits, and its text before and after them.
public struct FileFix: Sendable, Equatable {
    /// The path as the audit shows it (the Swift location's file).
    public var path: String
    public var edits: [TextEdit]
    public var original: String
    public var fixed: String
}

/// An insertion or replacement in one line of a file: remove `length` UTF-8 bytes at
/// `column` (0-based bytes) of `line` (1-based), then insert `text`. A whole new line is
/// an insertion at column 0 whose text ends in a newline.
///
/// For example: `TextEdit(line: 12, column: 0, text: "    public let coverImageURL: String?\n")`.
public struct TextEdit: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var length: Int
    public var text: String

    public init(line: Int, column: Int = 0, length: Int = 0, text: String) {
        self.line = line
        self.column = column
        self.length = length
        self.text = text
    }

    /// Whether the two edits remove overlapping bytes, or one removes bytes the other inserts into.
    func overlaps(_ other: TextEdit) -> Bool {
        guard line == other.line, length > 0 || other.length > 0 else { return false }
        let a = column..<(column + max(length, 0)), b = other.column..<(other.column + max(other.length, 0))
        if a.isEmpty { return b.contains(column) && b.lowerBound != column }
        if b.isEmpty { return a.contains(other.column) && a.lowerBound != other.column }
        return a.overlaps(b)
    }
}

extension TextEdit {
    /// The text with the edits applied, bottom-up so that earlier positions stay valid.
    /// Edits at the same place apply in the order given: the first one's text comes first.
    /// Nil when an edit points outside the text.
    static func apply(_ edits: [TextEdit], to text: String) -> String? {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
        let order = edits.indices.sorted { a, b in
            let (x, y) = (edits[a], edits[b])
            return (x.line, x.column, a) > (y.line, y.column, b)
        }
        for i in order {
            let edit = edits[i]
            guard edit.line >= 1, edit.line <= lines.count + 1 else { return nil }
            if edit.line == lines.count + 1 { lines.append([]) }
            var bytes = lines[edit.line - 1]
            guard edit.column >= 0, edit.column + edit.length <= bytes.count else { return nil }
            bytes.replaceSubrange(edit.column..<(edit.column + edit.length), with: Array(edit.text.utf8))
            lines[edit.line - 1] = bytes
        }
        // Lines joined back; inserted newlines split nothing until then, so positions held.
        var joined: [UInt8] = []
        joined.reserveCapacity(lines.reduce(lines.count) { $0 + $1.count })
        for (i, line) in lines.enumerated() {
            if i > 0 { joined.append(UInt8(ascii: "\n")) }
            joined += line
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
