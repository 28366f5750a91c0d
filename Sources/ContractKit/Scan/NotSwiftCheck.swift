import Foundation

/// Recognises a file given as Swift that is something else (a TypeScript contract, a
/// Markdown note, JSON) by its first line of code, so it is refused as "not a Swift file"
/// rather than scanned into nothing and reported as a Swift file without types.
enum NotSwiftCheck {
    /// What the file reads as, and the line that says so; nil when it may be Swift.
    /// How much of a file the check reads.
    static let sniffed = 64 * 1024

    static func problem(_ bytes: [UInt8]) -> (kind: String, line: Int)? {
        // A binary file shows a NUL byte near its start (git looks at the first 8,000 bytes); one further
        // on is the lexer's error. `memchr` reads many bytes at a time; `contains` would take one a step.
        let head = bytes.prefix(Self.sniffed)
        if head.withUnsafeBufferPointer({ $0.isEmpty ? false : memchr($0.baseAddress!, 0, $0.count) != nil }) { return ("a binary file", 1) }
        let text = String(decoding: head, as: UTF8.self)
        var inBlockComment = false
        var lineNumber = 0
        // Line by line up to the first line of code only: splitting all 64 KB cost more than the scan.
        for raw in Self.lines(text) {
            lineNumber += 1
            var line = Substring(raw.trimmingWhitespace())
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = Substring(line[end.upperBound...].trimmingWhitespace())
                inBlockComment = false
            }
            if line.hasPrefix("/*") {
                if let end = line.range(of: "*/") {
                    line = Substring(line[end.upperBound...].trimmingWhitespace())
                } else {
                    inBlockComment = true
                    continue
                }
            }
            if line.isEmpty || line.hasPrefix("//") || (lineNumber == 1 && line.hasPrefix("#!")) { continue }
            return kind(of: line).map { ($0, lineNumber) }
        }
        return nil
    }

    /// The text's lines, one at a time, as `split(separator: "\n")` cuts them: at each line
    /// feed that is its own `Character` (a `\r\n` is one `Character`, and does not cut).
    static func lines(_ text: String) -> some Sequence<Substring> {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var done = false
        return AnySequence {
            AnyIterator { () -> Substring? in
                guard !done else { return nil }
                var i = start
                var previous: UInt8 = 0
                while i < utf8.endIndex {
                    let byte = utf8[i]
                    if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                        let line = text[start..<i]
                        start = utf8.index(after: i)
                        return line
                    }
                    previous = byte
                    i = utf8.index(after: i)
                }
                done = true
                return text[start..<utf8.endIndex]
            }
        }
    }

    /// What a first line of code that Swift never starts with reads as.
    static func kind(of line: Substring) -> String? {
        let typeScript = ["export ", "export{", "interface ", "declare ", "const ", "function ", "namespace ", "module.exports", "\"use strict\"", "'use strict'",
                          "import {", "import type ", "import *", "import \"", "import '"]
        if typeScript.contains(where: line.hasPrefix) { return "TypeScript or JavaScript" }
        if line.hasPrefix("import "), line.contains(" from "), line.hasByte(UInt8(ascii: "'")) || line.contains("\"") { return "TypeScript or JavaScript" }
        if line.hasPrefix("type "), let equals = line.firstIndex(of: "="),
           line[line.index(line.startIndex, offsetBy: 5)..<equals].trimmingWhitespace().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "<" || $0 == ">" || $0 == "," || $0 == " " }) {
            return "TypeScript"
        }
        if line.hasPrefix("# ") || line.hasPrefix("## ") || line == "---" { return "Markdown" }
        if line.hasPrefix("{") || line.hasPrefix("[") { return "JSON" }
        return nil
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" && $0 != "\r" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
