@testable import ContractKit
import XCTest

/// Every `json` and `jsonc` block in the README and the documentation catalog is loaded as
/// written: a user copies them.
final class ReadmeSnippetTests: XCTestCase {
    struct Snippet {
        var file: String
        var line: Int
        var text: String
    }

    /// The fenced `json`/`jsonc` blocks (indented ones in lists too) of the README and the
    /// catalog's articles, with the file and line of their first row.
    static func jsonSnippets() throws -> [Snippet] {
        try DocumentationCatalogTests.documents().flatMap { try jsonSnippets(in: $0) }
    }

    static func jsonSnippets(in document: URL) throws -> [Snippet] {
        let file = document.lastPathComponent
        let lines = try TestPaths.read(document).components(separatedBy: "\n")
        var snippets: [Snippet] = []
        var current: (indent: Int, snippet: Snippet)?
        for (i, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = current {
                if trimmed == "```" {
                    snippets.append(open.snippet)
                    current = nil
                } else {
                    current?.snippet.text += String(line.dropFirst(min(open.indent, line.prefix { $0 == " " }.count))) + "\n"
                }
            } else if trimmed == "```json" || trimmed == "```jsonc" {
                current = (line.prefix { $0 == " " }.count, Snippet(file: file, line: i + 2, text: ""))
            }
        }
        return snippets
    }

    func testEveryJSONBlockInTheDocumentationLoads() throws {
        let snippets = try Self.jsonSnippets()
        XCTAssertGreaterThanOrEqual(snippets.count, 4, "the config, waiver, routes and IR blocks")
        var configs = 0
        for snippet in snippets {
            let bytes = Array(snippet.text.utf8)
            let file = "\(snippet.file):\(snippet.line)"
            let json: LocatedJSON
            do {
                json = try LocatedJSONParser.parse(bytes, file: file, jsonc: true)
            } catch let failure as LocatedJSONParser.Failure {
                XCTFail("\(file): \(failure.location.line):\(failure.location.column): \(failure.message)")
                continue
            }
            // The IR's shape is documented as JSON too; every other block is a contractkit.json.
            if case .object(let members, _) = json, members.contains(where: { $0.key == "formatVersion" }) { continue }
            configs += 1
            let (_, diagnostics) = ConfigLoader.load(bytes, file: file)
            XCTAssertEqual(diagnostics.map(\.rendered), [], "the block at \(file) must load as a contractkit.json")
        }
        XCTAssertGreaterThanOrEqual(configs, 3)
    }
}
