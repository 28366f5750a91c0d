import Foundation
import XCTest

/// The README is the front door and the DocC catalog is the reference: every article the
/// root page curates exists, every article is curated, and no link in either leads nowhere.
final class DocumentationCatalogTests: XCTestCase {
    static let catalog = TestPaths.repoRoot.appendingPathComponent("Sources/ContractKit/ContractKit.docc")

    /// The catalog's Markdown files by name without `.md`, the root page included.
    static func articles() throws -> [String: URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        return Dictionary(uniqueKeysWithValues: names.map { (String($0.dropLast(3)), catalog.appendingPathComponent($0)) })
    }

    /// The README and every article: the files a reader follows links through.
    static func documents() throws -> [URL] {
        [TestPaths.repoRoot.appendingPathComponent("README.md")] + (try articles().values.sorted { $0.path < $1.path })
    }

    /// The text of a Markdown document outside fenced code blocks, where links are live.
    static func prose(_ text: String) -> [(line: Int, text: String)] {
        var inFence = false
        var lines: [(Int, String)] = []
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append((i + 1, line))
            }
        }
        return lines
    }

    /// Every `<doc:Name>` reference in a line.
    static func docLinks(_ line: String) -> [String] {
        line.components(separatedBy: "<doc:").dropFirst().compactMap { rest in rest.firstIndex(of: ">").map { String(rest[..<$0]) } }
    }

    /// Every inline Markdown link target `](target)` in a line.
    static func markdownLinks(_ line: String) -> [String] {
        line.components(separatedBy: "](").dropFirst().compactMap { rest in rest.firstIndex(of: ")").map { String(rest[..<$0]) } }
    }

    func testTheRootPageNamesTheModuleAndCuratesEveryArticle() throws {
        let articles = try Self.articles()
        guard let root = articles["ContractKit"] else { return XCTFail("the catalog has no root page ContractKit.md") }
        let text = try TestPaths.read(root)
        XCTAssertTrue(text.hasPrefix("# ``ContractKit``\n"), "the root page's title is the module's symbol link")
        XCTAssertTrue(text.contains("\n## Topics\n"), "the root page groups its articles under Topics")
        let linked = Set(Self.prose(text).flatMap { Self.docLinks($0.text) })
        for name in linked {
            XCTAssertNotNil(articles[name], "ContractKit.md links <doc:\(name)>, which is not an article of the catalog")
        }
        for name in articles.keys where name != "ContractKit" {
            XCTAssertTrue(linked.contains(name), "\(name).md is not linked from the root page's topics, so no reader finds it")
        }
        XCTAssertGreaterThanOrEqual(articles.count, 8, "one article per reference area")
    }

    func testEveryArticleHasATitleAndAnAbstract() throws {
        for (name, url) in try Self.articles() {
            let lines = try TestPaths.read(url).components(separatedBy: "\n")
            XCTAssertTrue(lines.first?.hasPrefix("# ") == true, "\(name).md starts with its title")
            XCTAssertEqual(lines.count > 2 ? lines[1] : nil, "", "\(name).md: a blank line after the title")
            XCTAssertFalse(lines.count > 2 ? lines[2].isEmpty || lines[2].hasPrefix("#") : true, "\(name).md: a one-paragraph abstract after the title")
        }
    }

    func testEveryLinkInTheReadmeAndTheArticlesResolves() throws {
        let articles = try Self.articles()
        var checked = 0
        for document in try Self.documents() {
            let name = document.lastPathComponent
            for (line, text) in Self.prose(try TestPaths.read(document)) {
                for target in Self.docLinks(text) {
                    checked += 1
                    XCTAssertNotNil(articles[target], "\(name):\(line): <doc:\(target)> names no article of the catalog")
                }
                for target in Self.markdownLinks(text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                    let path = String(target.prefix { $0 != "#" })
                    if path.isEmpty { continue }
                    checked += 1
                    let resolved = document.deletingLastPathComponent().appendingPathComponent(path).standardized
                    XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path), "\(name):\(line): the link \(target) leads to no file")
                }
            }
        }
        XCTAssertGreaterThan(checked, 10, "the README links its reference articles")
    }

    /// The README keeps what a newcomer needs, and links the rest.
    func testTheReadmeIsAFrontDoorThatLinksEveryArticle() throws {
        let readme = try TestPaths.read(TestPaths.repoRoot.appendingPathComponent("README.md"))
        let lines = readme.components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(lines.count, 300, "the README is read in five minutes; reference goes in the catalog")
        for heading in ["## Quick start", "## Audit your app", "### In CI", "## Commands", "### Exit codes"] {
            XCTAssertTrue(lines.contains(heading), "the README has \(heading)")
        }
        for name in try Self.articles().keys where name != "ContractKit" {
            XCTAssertTrue(readme.contains("ContractKit.docc/\(name).md)"), "the README links the article \(name)")
        }
    }
}
