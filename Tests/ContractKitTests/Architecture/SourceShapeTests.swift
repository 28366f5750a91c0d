import Foundation
import XCTest

/// The shape the code base keeps, checked on every run: small files, short functions, and
/// stages whose dependencies run one way, the way the layout table in the catalog's `Development` article draws them.
final class SourceShapeTests: XCTestCase {
    static let sources = TestPaths.repoRoot.appendingPathComponent("Sources")

    /// Every Swift file under Sources, by path relative to it, with its lines.
    static func files() throws -> [(path: String, lines: [Substring])] {
        let names = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)) }
    }

    /// A line's code without string literals and comments, enough to count braces.
    static func code(_ line: Substring) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        for c in line {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/" && previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }

    func testNoFileIsOver600Lines() throws {
        for (path, lines) in try Self.files() {
            XCTAssertLessThanOrEqual(lines.count, 600, "\(path) has \(lines.count) lines")
        }
    }

    func testNoFunctionIsOver80Lines() throws {
        let starts = ["func ", "init(", "init?(", "init<", "init!(", "subscript("]
        for (path, lines) in try Self.files() {
            var depth = 0
            var open: [(name: String, line: Int, depth: Int)] = []
            for (i, raw) in lines.enumerated() {
                let text = Self.code(raw)
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if let start = starts.first(where: { trimmed.contains($0) }), !trimmed.hasPrefix("///"),
                   trimmed.range(of: start).map({ trimmed[..<$0.lowerBound].allSatisfy { $0.isLetter || $0 == " " || $0 == "@" } }) == true {
                    open.append((String(trimmed.prefix(60)), i + 1, depth))
                }
                for c in text {
                    if c == "{" { depth += 1 }
                    if c == "}" {
                        depth -= 1
                        if let last = open.last, depth == last.depth {
                            open.removeLast()
                            let length = i + 1 - last.line + 1
                            XCTAssertLessThanOrEqual(length, 80, "\(path):\(last.line): \(last.name)… is \(length) lines")
                        }
                    }
                }
                // A signature without a body (a protocol requirement) closes at once.
                if let last = open.last, last.line == i + 1, !text.contains("{"), depth == last.depth, !trimmed.hasSuffix(",") && !trimmed.hasSuffix("(") {
                    if !(lines.indices.contains(i + 1) && Self.code(lines[i + 1]).contains("{")) { open.removeLast() }
                }
            }
        }
    }
}
