import Foundation
import XCTest

/// Apps and contracts in the styles of real repositories (Fixtures/AuditCorpus), audited
/// with no config exactly as a new user would run `contractkit audit`. A `// expect: rule`
/// marker says a finding of that rule must land on that line (its Swift location, or its
/// contract location when it has none). Every error and warning must be marked; info
/// findings may land unmarked. Each case's `args` file holds its command-line arguments.
final class AuditCorpusTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("AuditCorpus")
    static let cases = ["absent-keys", "admin-rows", "affixed-names", "aliased-options", "app-date-strategy", "both-roles", "bounded-arms",
                        "branded-contract", "branded-primitives", "built-by-hand", "cache-envelope", "call-named-responses",
                        "careful-mirror", "case-payload-reads", "case-structs", "caught-absence", "chained-containers", "composed-readers",
                        "computed-types", "container-helpers", "contradicted-keys", "contradicted-shapes", "copied-structs", "counted-enums", "crossed-requests",
                        "custom-keys", "decodable-subclasses", "decoded-alike", "decoded-flags", "decoded-holders", "decoded-slices", "decoded-subsets",
                        "decoded-supersets", "decoding-functions", "deep-ties", "derived-keys", "document-names", "edit-payloads",
                        "element-holders", "element-writes", "empty-objects", "encoded-members", "endpoint-pairs", "entity-shapes", "entity-variants", "enum-key-names",
                        "enum-keyed-maps", "extended-ties", "extending-shapes", "fallback-arms", "fallback-enums", "fallback-keys", "fetch-arguments",
                        "field-type-wins", "file-spelled-names", "flat-summaries", "folder-prefixes", "flattened-envelopes", "flattened-snake-keys", "fuller-arms", "generated-twins",
                        "generic-declarations", "generic-envelopes", "generic-hits", "generic-holder", "generic-instances",
                        "global-scripts", "handed-completions", "handed-kinds", "handed-off-values", "handed-reads", "held-arm-tags",
                        "held-as-list", "held-for-another", "helper-date-strategy", "identifier-types", "in-place-objects",
                        "inferred-properties", "inherited-envelope", "inherited-fields", "inherited-tags", "inline-envelopes",
                        "inline-held-shapes", "inline-held-ties", "inline-maps", "inline-one-of", "inline-unions", "kebab-partial-request",
                        "key-drift", "key-helpers", "keyed-maps", "kind-tagged-items", "lenient-and-strict", "list-item-names", "list-wrappers",
                        "literal-holders", "local-bodies", "local-coders", "local-payloads", "loose-dictionaries", "map-holders", "marked-names",
                        "method-descriptors", "mistyped-holders", "mixed-scalars", "module-payloads", "name-starts", "named-key-readers",
                        "named-twins", "namespace-twins", "namespaced-enums", "nested-holders", "nested-keys", "nested-holder-parents", "nested-options",
                        "nested-parents", "null-items", "nullable-aliases", "numeric-enums", "object-enums", "observed-models", "one-of-arms", "one-struct-arms",
                        "one-struct-variants", "open-bases", "open-twins", "optional-constants", "outshared-twins", "outside-types",
                        "own-endpoint-reads", "paged-twins", "parsed-transforms", "partial-holders", "partial-queries", "partial-shapes", "placed-namesakes",
                        "plural-record-names", "present-keys", "private-callers", "product-namesakes", "protocol-blocks",
                        "protocol-namesakes", "query-helpers", "query-options", "record-slices", "records", "refused-tags",
                        "regex-literals", "renamed-keys", "scalar-or-list", "scalar-unions", "schema-aliases", "schema-paths", "script-globals",
                        "sdk-members", "sdk-names", "second-carriers", "second-holders", "sent-and-received", "sent-arguments",
                        "sent-bodies", "shadowed-decoders", "shadowed-nested-names", "shared-namesakes", "skipped-twins", "slice-readers",
                        "snake-encoder", "snake-generic-envelopes", "snake-ids", "spelled-nesting", "streamed-twins", "surfaced-arms", "swift-twins",
                        "thin-field-types", "thin-held-shapes", "thin-shapes", "thin-views", "tied-readers", "tried-map-keys",
                        "tried-types", "tried-value-enums", "twin-readers", "twin-shapes", "two-argument-reads", "two-modules",
                        "typed-envelopes", "typed-slices", "unheld-union-tags", "union-arms", "union-struct-arms", "unread-families",
                        "unseen-senders", "untyped-fields", "unwired-properties", "value-wrappers", "walked-keys", "websocket",
                        "whole-app", "wrapped-objects", "wrapped-responses", "wrapper-sites", "zod-api", "zod-shape-helpers", "product-prefixed-types", "zod-inferred-intersection", "vapor-content", "narrowed-holders", "generated-prefixes", "listed-palettes", "unseen-protocols", "thin-shapes-elsewhere", "default-exports", "prefixed-entities", "factory-schemas", "versioned-names", "unheld-extensions",
                        "mini-zod", "shadowed-aliases", "nested-holders-decoded", "list-aliases", "base-of-holders",
                        "namespace-reexports"]

    struct Mark: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Mark, b: Mark) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var description: String { "\(file):\(line) \(rule)" }
    }

    /// Unchecked: `report` is parsed JSON, read only after the runs end.
    struct Outcome: @unchecked Sendable {
        var expected: Set<Mark>
        /// Errors and warnings.
        var reported: Set<Mark>
        var info: Set<Mark>
        var report: [String: Any]
        /// The Markdown report of the same run (`--summary`), when it was asked for.
        var markdown = ""
        /// Why the audit did not run, asserted by the test that reads the outcome.
        var failure: String?
    }

    /// Each case's audit with no config, run once and shared by the tests that read it (the
    /// corpus is large, and every run is a whole process). The cases run two at a time: most
    /// of a test run leaves a core idle.
    nonisolated(unsafe) private static var plainOutcomes: [String: Outcome] = [:]

    static func allPlainOutcomes() -> [String: Outcome] {
        if plainOutcomes.isEmpty {
            plainOutcomes = Dictionary(uniqueKeysWithValues: zip(cases, inParallel(cases) { name in
                let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
                defer { try? FileManager.default.removeItem(at: summary) }
                var outcome = run(name, extra: ["--summary", summary.path])
                outcome.markdown = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
                return outcome
            }))
        }
        return plainOutcomes
    }

    /// `body` of each name, two at a time, in the names' order.
    static func inParallel(_ names: [String], _ body: @escaping @Sendable (String) -> Outcome) -> [Outcome] {
        final class Work: @unchecked Sendable {
            let lock = NSLock()
            var claimed = 0
            var byIndex: [Int: Outcome] = [:]
        }
        let work = Work()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                let index = work.lock.withLock { defer { work.claimed += 1 }; return work.claimed }
                guard index < names.count else { return }
                let outcome = body(names[index])
                work.lock.withLock { work.byIndex[index] = outcome }
            }
        }
        return names.indices.map { work.byIndex[$0]! }
    }

    /// Runs one case's audit and reads its markers.
    static func run(_ name: String, extra: [String] = []) -> Outcome {
        do { return try readAndRun(name, extra: extra) } catch {
            return Outcome(expected: [], reported: [], info: [], report: [:], failure: "\(name): \(error)")
        }
    }

    private static func readAndRun(_ name: String, extra: [String]) throws -> Outcome {
        let folder = root.appendingPathComponent(name)
        let args = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        var expected = Set<Mark>()
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") || file.hasSuffix(".ts") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    expected.insert(Mark(file: file, line: i + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        let result = try runCLI(["audit", "--contracts", "contract", "--format", "json"] + args + extra, in: folder)
        guard result.exitCode != 2,
              let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let findings = report["findings"] as? [[String: Any]] else {
            // An audit that stops is the failure this corpus exists to catch: never a skip.
            return Outcome(expected: expected, reported: [], info: [], report: [:],
                           failure: "\(name): the audit did not run (exit \(result.exitCode)): \(result.stderr)")
        }
        var reported = Set<Mark>(), info = Set<Mark>()
        for finding in findings {
            guard let at = (finding["swift"] ?? finding["contract"]) as? [String: Any],
                  let file = at["file"] as? String, let line = at["line"] as? Int, let rule = finding["rule"] as? String else { continue }
            let mark = Mark(file: file, line: line, rule: rule)
            if finding["severity"] as? String == "info" { info.insert(mark) } else { reported.insert(mark) }
        }
        return Outcome(expected: expected, reported: reported, info: info, report: report)
    }

    func testEveryCaseFindsExactlyTheMarkedFindings() throws {
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        let outcomes = Self.allPlainOutcomes()
        for name in Self.cases {
            let outcome = outcomes[name]!
            XCTAssertNil(outcome.failure)
            let found = outcome.reported.union(outcome.info)
            let unexpected = outcome.reported.subtracting(outcome.expected)
            let missed = outcome.expected.subtracting(found)
            XCTAssertEqual(unexpected.sorted().map(\.description), [], "\(name): errors and warnings on unmarked lines")
            XCTAssertEqual(missed.sorted().map(\.description), [], "\(name): markers with no finding")
            truePositives += outcome.expected.intersection(found).count
            falsePositives += unexpected.count
            falseNegatives += missed.count
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
        let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
        print("audit corpus: \(truePositives) true, \(falsePositives) false, \(falseNegatives) missed; precision \(precision), recall \(recall)")
    }

    /// With no config every pair is found or reported as ambiguous; the pins the Markdown
    /// report prints, pasted into a config, give the same pairs and the same findings.
    func testThePrintedPinsReproduceTheResult() throws {
        let outcomes = Self.allPlainOutcomes()
        let pinnedOutcomes = Self.inParallel(Self.cases) { name in
            let markdown = outcomes[name]!.markdown
            var pins = "{}"
            if let start = markdown.range(of: "```json\n"), let end = markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex) {
                pins = String(markdown[start.upperBound..<end.lowerBound])
            }
            let config = FileManager.default.temporaryDirectory.appendingPathComponent("pins-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: config) }
            do { try pins.write(to: config, atomically: true, encoding: .utf8) } catch {
                return Outcome(expected: [], reported: [], info: [], report: [:], failure: "\(name): \(error)")
            }
            return Self.run(name, extra: ["--config", config.path])
        }
        for (name, pinned) in zip(Self.cases, pinnedOutcomes) {
            let inferred = outcomes[name]!
            XCTAssertNil(inferred.failure)
            XCTAssertNil(pinned.failure)
            XCTAssertFalse(inferred.markdown.isEmpty, "\(name): no Markdown report")
            XCTAssertEqual(pinned.reported, inferred.reported, name)
            XCTAssertEqual(pinned.info, inferred.info, name)
            let pairs = { (o: Outcome) in ((o.report["correspondences"] as? [[String: Any]]) ?? []).map { "\($0["contract"]!) ↔ \($0["swift"]!)" } }
            XCTAssertEqual(pairs(pinned), pairs(inferred), name)
            XCTAssertFalse(pairs(inferred).isEmpty, name)
        }
    }
}
