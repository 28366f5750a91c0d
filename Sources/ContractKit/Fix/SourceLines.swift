import Foundation

/// A Swift file's lines, for reading the style of the code a fix goes into: indentation,
/// the words on a line, where a parameter ends. Byte columns, as `TextEdit` counts them.
struct SourceLines {
    let lines: [Substring]

    init(_ text: String) {
        lines = SourceLines.split(text)
    }

    /// The text's lines, split at each line feed byte. Splitting by `Character` would cost a
    /// grapheme walk of the whole file (seconds on a generated file of megabytes) and would
    /// never split a `\r\n` line, which is one `Character`; a `\r` stays on its line.
    static func split(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The line's text (1-based), or "" past the end.
    func text(_ line: Int) -> String {
        line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
    }

    /// The line's leading spaces and tabs.
    func indent(_ line: Int) -> String {
        String(text(line).prefix { $0 == " " || $0 == "\t" })
    }

    /// The line holds one statement or declaration that opens no block it does not close:
    /// safe to copy as a template or to insert a line after.
    func isSelfContained(_ line: Int) -> Bool {
        let code = SourceLines.code(text(line))
        var depth = 0, blank = true
        for c in code.utf8 {
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") || c == UInt8(ascii: "[") { depth += 1 }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") || c == UInt8(ascii: "]") { depth -= 1 }
            if depth < 0 { return false }
            if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { blank = false }
        }
        return depth == 0 && !blank
    }

    /// The line without a trailing `//` comment (string literals kept whole).
    static func code(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var inString = false
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\"") && (i == 0 || bytes[i - 1] != UInt8(ascii: "\\")) { inString.toggle() }
            if !inString && bytes[i] == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") {
                return String(decoding: bytes[..<i], as: UTF8.self)
            }
            i += 1
        }
        return line
    }

    /// The byte column just after the first whole-word `word` at or after byte `from`, or nil.
    static func wordEnd(_ word: String, in line: String, from: Int = 0) -> Int? {
        wordStart(word, in: line, from: from).map { $0 + word.utf8.count }
    }

    /// The byte column of the first whole-word `word` at or after byte `from`, outside string literals.
    static func wordStart(_ word: String, in line: String, from: Int = 0) -> Int? {
        let bytes = Array(line.utf8), target = Array(word.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        var inString = false
        var i = 0
        while i + target.count <= bytes.count {
            if bytes[i] == UInt8(ascii: "\"") && (i == 0 || bytes[i - 1] != UInt8(ascii: "\\")) { inString.toggle() }
            if !inString, i >= from, bytes[i] == target[0], bytes[i..<(i + target.count)].elementsEqual(target),
               i == 0 || !isWordByte(bytes[i - 1]), i + target.count == bytes.count || !isWordByte(bytes[i + target.count]) {
                return i
            }
            i += 1
        }
        return nil
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }

    /// `line` with each whole-word occurrence of a key replaced by its value, outside string
    /// literals; nil when some key does not occur.
    static func substituting(_ line: String, _ words: [(old: String, new: String)]) -> String? {
        var result = line
        var done = Set<String>()
        for (old, new) in words where old != new && done.insert(old).inserted {
            guard wordStart(old, in: result) != nil else { return nil }
            var from = 0
            while let start = wordStart(old, in: result, from: from) {
                var bytes = Array(result.utf8)
                bytes.replaceSubrange(start..<(start + old.utf8.count), with: Array(new.utf8))
                result = String(decoding: bytes, as: UTF8.self)
                from = start + new.utf8.count
            }
        }
        return result
    }

    /// The byte column where the parameter or list element that starts at `start` ends:
    /// the next `,` or closing bracket at its own depth.
    static func elementEnd(in line: String, from start: Int) -> Int {
        let bytes = Array(line.utf8)
        var depth = 0
        var inString = false
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") && (i == 0 || bytes[i - 1] != UInt8(ascii: "\\")) { inString.toggle() }
            if !inString {
                // A trailing comment is not part of the element.
                if b == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") { break }
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "<") || b == UInt8(ascii: "{") { depth += 1 }
                let arrow = b == UInt8(ascii: ">") && i > 0 && bytes[i - 1] == UInt8(ascii: "-")
                if !arrow, b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: ">") || b == UInt8(ascii: "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if b == UInt8(ascii: ",") && depth == 0 { break }
            }
            i += 1
        }
        // Trailing spaces belong to what follows.
        while i > start, bytes[i - 1] == UInt8(ascii: " ") { i -= 1 }
        return i
    }
}

extension TypeRef {
    /// A primitive or literal: nothing says how the app should hold it beyond its JSON type.
    var isPlain: Bool {
        switch withoutNull {
        case .primitive, .literal: true
        default: false
        }
    }

    /// The type without a `| null`: nullability is the property's optionality, not its type.
    var withoutNull: TypeRef {
        if case .nullable(let inner) = self { return inner.withoutNull }
        return self
    }
}
