import ContractKit
import XCTest

/// Each Swift idiom that real apps use, and each report or scan problem that made the audit
/// untrustworthy on code nobody here wrote, with the smallest input that shows it.
final class AuditIdiomTests: XCTestCase {
    func audit(_ contract: String, _ swift: String, models: String? = nil, mappers: String? = nil, config: ContractKitConfig = ContractKitConfig(),
               today: String = "2026-11-23") -> AuditResult {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let dtos = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs.swift", functions: models != nil).0
        let m = models.map { [SwiftDeclarationScanner.scan(Array($0.utf8), file: "Models.swift", functions: true).0] } ?? []
        let p = mappers.map { [SwiftDeclarationScanner.scan(Array($0.utf8), file: "Mappers.swift", functions: true).0] } ?? []
        return ContractPipeline.audit(schema, [dtos], config: config, today: today, models: m, mappers: p)
    }

    func findings(_ result: AuditResult, atLeast severity: FindingSeverity = .warning) -> [String] {
        result.findings.filter { $0.severity >= severity }.map { "\($0.severity.rawValue) \($0.rule) \($0.symbol)" }.sorted()
    }

    func testAnAmbiguousShapePairsNothingAndSaysWhy() {
        let result = audit("export interface Point { x: number; y: number; label: string }", """
        struct PinA: Codable { let x: Double; let y: Double; let label: String }
        struct PinB: Codable { let x: Double; let y: Double; let label: String? }
        struct Banner { let x: Double; let y: Double; let label: String }
        """)
        XCTAssertEqual(result.correspondences.map(\.contract), [])
        XCTAssertEqual(result.findings.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }, [
            "warning type-missing: Point could pair with more than one Swift type: PinA (by shape: 3 of 3 wire keys), PinB (by shape: 3 of 3 wire keys); pin one in contractkit.json under audit.types",
        ])
        var config = ContractKitConfig()
        config.audit.types = ["Point": "PinB"]
        let pinned = audit("export interface Point { x: number; y: number; label: string }",
                           "struct PinA: Codable { let x: Double; let y: Double; let label: String }\nstruct PinB: Codable { let x: Double; let y: Double; let label: String }",
                           config: config)
        XCTAssertEqual(pinned.correspondences.map { "\($0.contract) \($0.swift) \($0.method)" }, ["Point PinB pinned in config"])
        // Swift twins that read every payload alike are no doubt: the first by name stands for it.
        let twins = audit("export interface Point { x: number; y: number; label: string }",
                          "struct PinA: Codable { let x: Double; let y: Double; let label: String }\nstruct PinB: Codable { let x: Double; let y: Double; let label: String }")
        XCTAssertEqual(twins.correspondences.map { "\($0.contract) \($0.swift) \($0.method)" }, ["Point PinA by shape: 3 of 3 wire keys, as alike as its Swift twins PinB"])
    }

    func testNamesThatDifferByAnAffixAndQualifiedNamesPair() {
        let (schema, _) = readContract([
            "/c/a.ts": "export interface Box { w: number }\nexport interface EventItem { id: string }\nexport type TypedMessage = 'a' | 'b';",
            "/c/b.ts": "export interface Box { w: number; h: number }",
        ])
        let swift = SwiftDeclarationScanner.scan(Array("""
        struct Box: Codable { let w: Double; let h: Double? }
        struct EventItemRow: Codable { let id: String }
        enum Message: String, Codable { case a, b }
        struct EventItem { let id: String }
        """.utf8), file: "S.swift").0
        let result = ContractPipeline.audit(schema, [swift], config: ContractKitConfig(), today: "2026-11-23")
        // Two contract namesakes and one Swift Box: assigned one to one, to the shape it fits best.
        XCTAssertEqual(result.correspondences.map { "\($0.contract) → \($0.swift): \($0.method)" }, [
            "EventItem → EventItemRow: the name with the Swift suffix 'Row'",
            "TypedMessage → Message: the name with the contract prefix 'Typed'",
            "b.Box → Box: same name without its qualifier 'b'",
        ])
    }

    func testUnknownValuesInAConcreteSwiftTypeAreAnError() {
        let result = audit("export interface Event { metadata?: Record<string, unknown>; extra: unknown; raw: any }", """
        struct Event: Codable {
            let metadata: [String: String]?
            let extra: String
            let raw: JSONValue
        }
        """)
        XCTAssertEqual(findings(result), ["error type-mismatch Event.extra", "error type-mismatch Event.metadata"])
    }

    /// A plain string held by Date needs a strategy to decode; a field the contract says is a
    /// date (`Date`, `@format date-time`, zod's `.datetime()`) is rightly a Date, so only info.
    func testAStringDecodedAsDateIsInfoWithAStrategyAndAWarningWithout() {
        let contract = "export interface Post { publishedAt: string; createdAt: Date; epoch: number }"
        let swift = "struct Post: Codable { let publishedAt: Date; let createdAt: Date; let epoch: Date }"
        XCTAssertEqual(findings(audit(contract, swift), atLeast: .info), [
            "info date-decoding Post.createdAt", "warning date-decoding Post.epoch", "warning date-decoding Post.publishedAt",
        ])
        let withStrategy = swift + "\nlet decoder: JSONDecoder = { let d = JSONDecoder(); d.dateDecodingStrategy = .iso8601; return d }()\n"
        XCTAssertEqual(findings(audit(contract, withStrategy), atLeast: .info), [
            "info date-decoding Post.createdAt", "info date-decoding Post.publishedAt", "warning date-decoding Post.epoch",
        ])
    }

    func testALiteralHeldByAnEnumWithThatValue() {
        let result = audit("""
        export interface Frame { kind: 'metric.frame'; fps: number }
        export interface Other { kind: 'metric.other' }
        """, """
        enum RecordKind: String, Codable { case metricFrame = "metric.frame" }
        struct Frame: Codable { let kind: RecordKind; let fps: Double }
        struct Other: Codable { let kind: RecordKind }
        """)
        XCTAssertEqual(findings(result), ["error type-mismatch Other.kind"])
    }

    func testUnitVariantsPairWithCasesWithoutAPayload() {
        let result = audit("""
        export type Message = { type: 'progress'; percent: number } | { type: 'idle' } | { type: 'done' };
        """, """
        enum Message: Decodable {
            case progress(Double)
            case idle
            private enum CodingKeys: String, CodingKey { case type, percent }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                switch try c.decode(String.self, forKey: .type) {
                case "progress": self = .progress(try c.decode(Double.self, forKey: .percent))
                default: self = .idle
                }
            }
        }
        """)
        // Its decoder's `default:` makes .idle, so a 'done' payload decodes, as the wrong case: a warning.
        XCTAssertEqual(findings(result), ["warning union-variant-missing Message.done"])
    }

    func testACustomEnumDecoderDefinesTheAcceptedValues() {
        let result = audit("export type Source = 'fetch' | 'xhr' | 'websocket' | 'beacon';", """
        enum Source: String, Codable {
            case jsFetch, webSocket
            init(from decoder: Decoder) throws {
                switch try decoder.singleValueContainer().decode(String.self) {
                case "fetch", "xhr": self = .jsFetch
                case "websocket": self = .webSocket
                default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "?"))
                }
            }
            func encode(to encoder: Encoder) throws {
                var c = encoder.singleValueContainer()
                switch self {
                case .jsFetch: try c.encode("fetch")
                case .webSocket: try c.encode("web-socket")
                }
            }
        }
        """)
        XCTAssertEqual(findings(result), ["error enum-case-missing Source.beacon", "error enum-raw-value-mismatch Source.websocket"])
    }

    func testComputedModelPropertiesWithASetterAndDTOInitializersThatMapNothing() {
        let contract = "export interface BookDTO { title: string; status: string; rating: number }"
        let dto = """
        struct BookDTO: Codable {
            let title: String
            let status: String
            let rating: Double
            init(book: Book) { title = book.title; status = book.statusRaw; rating = 0 }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                title = try c.decode(String.self, forKey: .title)
                status = try c.decode(String.self, forKey: .status)
                rating = try c.decode(Double.self, forKey: .rating)
                _ = self.rating
            }
            enum CodingKeys: String, CodingKey { case title, status, rating }
        }
        """
        let result = audit(contract, dto, models: """
        final class Book {
            var title = ""
            var statusRaw = ""
            var rating = 0.0
            var status: String {
                get { statusRaw }
                set { statusRaw = newValue }
            }
        }
        """, mappers: """
        func makeBook(_ dto: BookDTO) -> Book {
            let book = Book()
            book.title = dto.title
            book.status = dto.status
            return book
        }
        """)
        // The DTO's own initializers read its fields, but they build the DTO: rating is unread.
        XCTAssertEqual(findings(result), ["error mapper-unread-field BookDTO.rating"])
    }

    /// A read at column 4,096 or beyond once shared its key with a read on the next line.
    func testAReadOnAVeryLongLineKeepsItsOwnPosition() {
        let contract = "export interface ItemDTO { title: string; quantity: number }"
        let dto = "struct ItemDTO: Codable { let title: String; let quantity: Int }"
        // Line 2 reads dto.title at column 4,114; line 3 reads dto.quantity at column 18:
        // 2 × 4096 + 4114 = 3 × 4096 + 18, so the old packed key made them one.
        let head = "    let pad = \""
        let tail = "\"; item.label = "
        let longLine = head + String(repeating: "x", count: 4113 - head.utf8.count - tail.utf8.count) + tail + "dto.title"
        XCTAssertEqual(longLine.utf8.count - "dto.title".utf8.count + 1, 4114)
        let mappers = """
        func apply(_ dto: ItemDTO, to item: Item) {
        \(longLine)
            item.count = dto.quantity
        }
        """
        let result = audit(contract, dto, models: "final class Item { var label = \"\"; var count = 0 }", mappers: mappers)
        XCTAssertEqual(findings(result), [])
        XCTAssertEqual(result.dataFlows.first?.rows.map { $0.modelProperty ?? "-" }, ["label", "count"])
    }

    func testWaiversUseTodayInEveryCommand() throws {
        // `audit` and `diff --swift` both read today's date: an expired waiver is stale in both.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "export interface A { b: string; c: number }\n".write(to: folder.appendingPathComponent("new.ts"), atomically: true, encoding: .utf8)
        try "export interface A { b: string }\n".write(to: folder.appendingPathComponent("old.ts"), atomically: true, encoding: .utf8)
        try "struct A: Codable { let b: String; let c: String }\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try #"{ "waivers": [ { "rule": "type-mismatch", "type": "A", "field": "c", "reason": "later", "expires": "2020-01-01" } ] }"#
            .write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
        let audit = try runCLI(["audit", "--contracts", "new.ts", "--swift", "A.swift", "--config", "c.json", "--format", "json"], in: folder)
        XCTAssertTrue(audit.stdout.contains("expired on 2020-01-01"), audit.stdout)
        let diff = try runCLI(["diff", "--old", "old.ts", "--new", "new.ts", "--swift", "A.swift", "--config", "c.json"], in: folder)
        XCTAssertEqual(diff.exitCode, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("- [x] Update `new.ts`\n- [ ] Update the Swift DTO `A` (`A.swift`)\n- [ ] Add a test"),
                      "the expired waiver must not hide the type mismatch, and a synthesized Codable has no CodingKeys step: \(diff.stdout)")
    }

    /// What diff judges an added value or variant by: for each contract enum, inline union and
    /// discriminated union, the Swift enum, the values it has no case for, and its fallback.
    func testEnumCoverageRecordsMissingValuesAndFallbacks() {
        let result = audit("""
        export type Status = 'active' | 'paused';
        export interface A { type: 'a'; x: string }
        export interface B { type: 'b'; y: string }
        export type Event = A | B;
        export interface Project { status: Status; visibility: 'public' | 'team'; events: Event[] }
        """, """
        enum Status: String, Codable { case active }
        enum Visibility: String, Codable { case `public`, unknown }
        struct A: Codable { let x: String }
        enum Event: Decodable {
            case a(A), unhandled(String)
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                let type = try c.decode(String.self, forKey: .type)
                switch type {
                case "a": self = .a(try A(from: decoder))
                default: self = .unhandled(type)
                }
            }
        }
        struct Project: Codable { let status: Status; let visibility: Visibility; let events: [Event] }
        """)
        XCTAssertEqual(result.enumCoverage.map { "\($0.kind.rawValue) \($0.contract) \($0.swiftName) \($0.missing) \($0.fallback ?? "-")" }, [
            "union Event Event [\"b\"] unhandled",
            "inlineUnion Project.visibility Visibility [\"team\"] unknown",
            "enumeration Status Status [\"paused\"] -",
        ])
        // The variant the fallback takes is a warning, not an error, and is not absorbed silently.
        XCTAssertTrue(findings(result).contains("warning union-variant-missing Event.b"), "\(findings(result))")
    }
}

/// Broken Swift, or no Swift at all, is never called compliant.
final class AuditInputErrorTests: XCTestCase {
    func run(_ files: [String: String], arguments: [String]) throws -> CLIResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try "export interface A { b: string }\n".write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try runCLI(["audit", "--contracts", "a.ts"] + arguments, in: folder)
    }

    func testSwiftThatIsNotSwiftIsALocatedError() throws {
        let junk = try run(["Sources/Bad.swift": "this is not swift ;;; @@@ let = = =\n"], arguments: ["--swift", "Sources"])
        XCTAssertEqual(junk.exitCode, 2)
        XCTAssertEqual(junk.stdout, "", "no report after an error")
        XCTAssertTrue(junk.stderr.hasPrefix("Sources/Bad.swift:1:20: error: ';' statements are not allowed\n"), junk.stderr)
        XCTAssertTrue(junk.stderr.contains("Sources/Bad.swift:1:23: error: expected an attribute name after '@'"), junk.stderr)

        let unbalanced = try run(["Sources/A.swift": "struct A: Codable {\n    let b: String\n    func (((\n"], arguments: ["--swift", "Sources"])
        XCTAssertEqual(unbalanced.exitCode, 2)
        XCTAssertEqual(unbalanced.stderr, """
        Sources/A.swift:1:19: error: '{' is never closed
        Sources/A.swift:3:10: error: expected a function name after 'func'

        """)
        let extra = try run(["Sources/A.swift": "struct A: Codable {\n    let b: String\n}\n}\n"], arguments: ["--swift", "Sources"])
        XCTAssertEqual(extra.stderr, "Sources/A.swift:4:1: error: extraneous '}' at top level\n")
    }

    /// A file is judged by what it holds, not its name: a contract passed as --swift is
    /// "not a Swift file", never a Swift file that declares nothing.
    func testAFileThatIsNotSwiftIsRefusedAsSuch() throws {
        let contract = try run([:], arguments: ["--swift", "a.ts"])
        XCTAssertEqual(contract.exitCode, 2)
        XCTAssertEqual(contract.stderr, "a.ts:1:1: error: not a Swift file: it reads as TypeScript or JavaScript\n")
        let notes = try run(["Sources/A.swift": "struct A: Codable {\n    let b: String\n}\n", "notes.md": "\n# Notes\n\nstruct A is the DTO.\n"],
                            arguments: ["--swift", "Sources/A.swift", "notes.md"])
        XCTAssertEqual(notes.exitCode, 2)
        XCTAssertEqual(notes.stderr, """
        notes.md:2:1: error: not a Swift file: it reads as Markdown
        audit: 0 errors, 0 warnings, 0 notes in 1 type; left out 1 file with errors: notes.md

        """)
    }

    /// One broken file costs only its own types: the rest is audited and reported, the report
    /// and the summary name the file left out, and the exit code is still 2.
    func testABrokenFileIsLeftOutAndTheRestIsAudited() throws {
        let result = try run(["Sources/A.swift": "struct A: Codable {\n    let b: Int\n}\n", "Sources/Broken.swift": "struct Z: Codable {\n    let b: String\n"],
                             arguments: ["--swift", "Sources", "--format", "json"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, """
        Sources/Broken.swift:1:19: error: '{' is never closed
        audit: 1 error, 0 warnings, 0 notes in 1 type; left out 1 file with errors: Sources/Broken.swift

        """)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["swiftErrors"] as? [String], ["Sources/Broken.swift"])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["rule"] ?? "") \($0["field"] ?? "")" }, ["type-mismatch b"])
        let markdown = try run(["Sources/A.swift": "struct A: Codable {\n    let b: String\n}\n", "Sources/Broken.swift": "struct Z {\n"], arguments: ["--swift", "Sources"])
        XCTAssertEqual(markdown.exitCode, 2)
        XCTAssertTrue(markdown.stdout.contains("❌ **Not verified**: an app file did not read\n\nErrors in the diagnostics left 1 of the app's files out of the audit; "
            + "the types declared there were not audited: `Sources/Broken.swift`."), markdown.stdout)
    }

    /// Files in a --swift folder that are not Swift are not read, and the summary says so.
    func testFilesThatAreNotSwiftInAFolderAreListedAsSkipped() throws {
        let result = try run(["Sources/A.swift": "struct A: Codable {\n    let b: String\n}\n", "Sources/README.md": "# DTOs\n", "Sources/.hidden": "x"],
                             arguments: ["--swift", "Sources"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "audit: 0 errors, 0 warnings, 0 notes in 1 type; skipped 1 file that is not Swift: Sources/README.md\n")
    }

    func testNoSwiftTypesIsAnError() throws {
        let empty = try run(["Sources/Empty.swift": "// nothing here yet\nimport Foundation\n"], arguments: ["--swift", "Sources"])
        XCTAssertEqual(empty.exitCode, 2)
        XCTAssertEqual(empty.stderr, "Sources/Empty.swift:1:1: error: no Swift types to audit in the --swift files: they declare no struct, class or enum\n")
        let folder = try run([:], arguments: ["--swift", "Sources"])
        XCTAssertEqual(folder.exitCode, 2)
        XCTAssertEqual(folder.stderr, "Sources:1:1: error: no .swift files in this folder\n")
    }

    func testValidSwiftWithDirectivesAndRegexLiteralsIsNotAnError() throws {
        let swift = """
        #if canImport(UIKit)
        extension A {
        #else
        extension A {
        #endif
            var pattern: Regex<Substring> { /(a+)/ }
        }
        struct A: Codable { let b: String; @available(*, deprecated) var old: Int? }
        """
        let result = try run(["Sources/A.swift": swift], arguments: ["--swift", "Sources", "--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
    }
}

/// The report never contradicts its findings.
final class ReportConsistencyTests: XCTestCase {
    func testATypeWithAFindingNeverShowsATickAndExtraFieldsAreListed() {
        let (schema, _) = readContract(["/c/api.ts": """
        export interface Envelope<T> { data: T; error?: string }
        export interface SearchResponse { works: string[] }
        export interface Work { title: string }
        """])
        let swift = SwiftDeclarationScanner.scan(Array("""
        struct Envelope<T: Codable>: Codable { let data: T; let error: String?; let requestID: String }
        struct SearchResponse: Codable { let works: [String] }
        struct Work: Codable { let title: String }
        """.utf8), file: "DTOs.swift").0
        let models = SwiftDeclarationScanner.scan(Array("final class Search { var works: [String] = [] }".utf8), file: "M.swift", functions: true).0
        let mappers = SwiftDeclarationScanner.scan(Array("func fill(_ s: Search, _ r: SearchResponse) {}".utf8), file: "P.swift", functions: true).0
        var config = ContractKitConfig()
        config.audit.models = ["SearchResponse": "Search"]
        let result = ContractPipeline.audit(schema, [swift], config: config, today: "2026-11-23", models: [models], mappers: [mappers])
        let report = MarkdownAuditReport.render(result, schema: schema, files: [swift], contractFiles: ["api.ts"], models: [models], mappers: [mappers])
        XCTAssertEqual(result.findings.filter { $0.severity >= .warning }.map { "\($0.rule) \($0.symbol)" }.sorted(),
                       ["extra-required-field Envelope.requestID", "mapper-unread-field SearchResponse.works"])
        XCTAssertTrue(report.contains("<summary>❌ <b>Envelope</b> (3 fields)"), report)
        XCTAssertTrue(report.contains("| requestID | — | `String` | ❌ extra-required-field |"), report)
        XCTAssertTrue(report.contains("- ❌ **Envelope**"), report)
        XCTAssertTrue(report.contains("<summary>❌ <b>SearchResponse</b> (1 fields)"), "a mapper finding denies the tick too: \(report)")
        XCTAssertTrue(report.contains("<summary>✅ <b>Work</b> (1 fields)"), report)
        // Types with findings come first, and the flowchart marks the hop that loses the field.
        let order = ["<b>Envelope</b>", "<b>SearchResponse</b>", "<b>Work</b>"].map { report.range(of: $0)?.lowerBound }
        XCTAssertTrue(order.allSatisfy { $0 != nil } && order[0]! < order[2]! && order[1]! < order[2]!, report)
        XCTAssertTrue(report.contains("  dto --x|\"❌ works\"| mapper\n  mapper --> model\n"), report)
        XCTAssertFalse(report.contains("### Work\n"), "no chart for a type without findings")
    }
}
