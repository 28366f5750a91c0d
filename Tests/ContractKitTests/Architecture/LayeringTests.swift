import Foundation
import XCTest

/// The library's folders are stages, and their dependencies run one way, as the layout table
/// in the catalog's `Development` article draws them: a folder may use the names declared in
/// the folders listed for it, and no others. One module has no compiler to enforce that; this test does, by
/// finding every top-level name a file uses that another folder declares.
final class LayeringTests: XCTestCase {
    /// Each folder and what it may use, lowest first.
    static let allowed: [String: Set<String>] = {
        var rules: [String: Set<String>] = [:]
        func stage(_ name: String, _ uses: [String]) {
            rules[name] = Set(uses).union(uses.flatMap { rules[$0] ?? [] })
        }
        stage("Support", [])
        stage("Diagnostics", ["Support"])
        stage("IR", ["Support", "Diagnostics"])
        stage("Naming", ["Support"])
        stage("Findings", ["Support", "Diagnostics"])
        stage("Document", ["Support", "Diagnostics"])
        stage("Parse", ["IR"])
        stage("Resolve", ["Parse"])
        stage("Config", ["Document", "Findings", "Resolve"])
        stage("Scan", ["Diagnostics", "Naming"])
        stage("ModelMatching", ["Config", "Naming", "Scan"])
        stage("Render", ["Support"])
        stage("Generate", ["ModelMatching", "Render"])
        stage("Audit", ["ModelMatching", "Findings"])
        stage("Diff", ["IR", "Findings"])
        stage("Report", ["Audit", "Diff", "Scan"])
        stage("Examples", ["IR", "Naming"])
        stage("Export", ["IR"])
        stage("Verify", ["Audit", "Examples", "Findings", "Render"])
        stage("Fix", ["Audit", "Findings", "Scan"])
        stage("OpenAPI", ["IR", "Document", "Parse"])
        stage("Pipeline", ["Generate", "Report", "Verify", "Fix", "OpenAPI"])
        return rules
    }()

    static let library = TestPaths.repoRoot.appendingPathComponent("Sources/ContractKit")

    /// Top-level names each folder declares: types, typealiases and global functions.
    static func declarations() throws -> [String: String] {
        var owner: [String: String] = [:]
        for (folder, file) in try files() {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let keyword = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "actor", "typealias", "func"].contains($0) }),
                      words[..<keyword].allSatisfy({ ["public", "final", "private", "fileprivate", "internal", "package", "indirect"].contains($0) }),
                      !line.hasPrefix(" "), keyword + 1 < words.count else { continue }
                let name = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty { owner[name] = folder }
            }
        }
        return owner
    }

    static func files() throws -> [(folder: String, url: URL)] {
        let names = (FileManager.default.enumerator(atPath: library.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { (String($0.prefix { $0 != "/" }), library.appendingPathComponent($0)) }
    }

    /// The identifiers a file uses, outside comments and string literals, not after a `.`.
    static func identifiers(_ text: String) -> Set<String> {
        var found = Set<String>()
        for line in text.split(separator: "\n") {
            let code = SourceShapeTests.code(line)
            var word = ""
            var previous: Character = " "
            var afterDot = false
            for c in code + " " {
                if c.isLetter || c.isNumber || c == "_" {
                    if word.isEmpty { afterDot = previous == "." }
                    word.append(c)
                } else {
                    if !word.isEmpty && !afterDot && word.first!.isLetter { found.insert(word) }
                    word = ""
                }
                previous = c
            }
        }
        return found
    }

    func testStagesDependOnlyOnTheStagesBelowThem() throws {
        let owner = try Self.declarations()
        var edges = Set<String>()
        for (folder, url) in try Self.files() {
            let allowed = Self.allowed[folder] ?? []
            XCTAssertNotNil(Self.allowed[folder], "\(folder) is not a stage in the layering table")
            for name in Self.identifiers(try String(contentsOf: url, encoding: .utf8)).sorted() {
                guard let declaredIn = owner[name], declaredIn != folder else { continue }
                edges.insert("\(folder) → \(declaredIn)")
                XCTAssertTrue(allowed.contains(declaredIn), "\(folder)/\(url.lastPathComponent) uses \(name), declared in \(declaredIn)")
            }
        }
        XCTAssertTrue(edges.contains("Audit → Scan") && edges.contains("Resolve → Parse"), "the check sees dependencies: \(edges.sorted())")
    }
}
