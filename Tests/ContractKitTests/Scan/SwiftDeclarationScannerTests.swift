import ContractKit
import Foundation
import XCTest

final class SwiftDeclarationScannerTests: XCTestCase {
    func scan(_ source: String) -> ScannedFile {
        let (file, diagnostics) = SwiftDeclarationScanner.scan(Array(source.utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        return file
    }

    func type(_ name: String, in file: ScannedFile) throws -> ScannedType {
        try XCTUnwrap(file.types.first { $0.name == name }, "no \(name) in \(file.types.map(\.name))")
    }

    func testCorpusDTOCodingKeysDecoderEncoderAndInit() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Swift/Corpus/WorkDTO.swift")
        let (file, _) = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: url)), file: "WorkDTO.swift")
        let work = try type("WorkDTO", in: file)
        XCTAssertEqual(work.kind, .struct)
        XCTAssertEqual(work.conformances, ["Codable", "Sendable", "Equatable"])
        XCTAssertEqual(work.codingKeys?.map(\.name).count, 13, "several cases per line")
        XCTAssertEqual(work.codingKeys?.first { $0.name == "primaryProvider" }?.rawValue, "primaryProvider")
        XCTAssertEqual(try type("WorkDTO.BoundingBox", in: file).properties.map(\.name), ["x", "y", "width", "height"])
        XCTAssertEqual(try type("WorkDTO.BoundingBox", in: file).properties.first?.type, "Double", "let x, y: Double")

        let reads = try XCTUnwrap(work.decoder).reads
        let byKey = Dictionary(reads.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byKey["title"]?.method, "decode")
        XCTAssertEqual(byKey["title"]?.property, "title")
        XCTAssertEqual(byKey["subjectTags"]?.fallback, "[]")
        XCTAssertEqual(byKey["subjectTags"]?.type, "[String]")
        XCTAssertEqual(byKey["synthetic"]?.fallback, "false")
        XCTAssertEqual(byKey["reviewStatus"]?.property, "reviewStatus", "self.x = … across lines")
        XCTAssertEqual(byKey["reviewStatus"]?.fallback, ".verified")
        XCTAssertEqual(byKey["boundingBox"]?.method, "decodeIfPresent")
        XCTAssertEqual(reads.count, 13)

        let initializer = try XCTUnwrap(work.initializers.first)
        XCTAssertEqual(initializer.parameters.count, 13)
        XCTAssertEqual(initializer.parameters.first { $0.name == "reviewStatus" }?.defaultValue, ".verified")
        XCTAssertEqual(work.properties.first { $0.name == "displayTitle" }?.stored, false)
        XCTAssertEqual(work.properties.first { $0.name == "placeholder" }?.static, true)
    }

    func testEncoderKeysAndQualifiedNames() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Swift/Corpus/Envelopes.swift")
        let (file, _) = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: url)), file: "Envelopes.swift")
        let response = try type("ApiResponse", in: file)
        XCTAssertEqual(response.genericParameters, ["T"])
        XCTAssertEqual(response.cases.map(\.name), ["success", "failure"])
        XCTAssertEqual(response.cases.first?.associatedValues, ["T", "ResponseMeta"])
        XCTAssertEqual(response.encoder?.keys, ["success", "data", "meta", "success", "error", "meta"])
        XCTAssertEqual(try type("ApiResponse.CodingKeys", in: file).cases.map(\.name), ["success", "data", "error", "meta"])
        XCTAssertEqual(try type("ResponseEnvelope", in: file).typeAliases.first?.target, "T")
    }

    func testIfConfigBranchesAreAllScanned() throws {
        let file = scan("""
        struct A {
        #if DEBUG && os(iOS)
            let debugOnly: Int
        #elseif canImport(UIKit)
            let other: String
        #else
            let fallback: Bool
        #endif
            let always: Double
        }
        """)
        XCTAssertEqual(try type("A", in: file).properties.map(\.name), ["debugOnly", "other", "fallback", "always"])
    }

    func testExtensionsActorsWhereClausesAndAttributes() throws {
        let file = scan("""
        @available(iOS 17, *)
        public actor Store<Key: Hashable, Value>: Sendable where Value: Codable {
            @MainActor private(set) var items: [Key: Value] = [:]
        }
        extension WorkDTO.BoundingBox: CustomStringConvertible where Self: Equatable {
            public var description: String { "box" }
            static var zero: Int { 0 }
        }
        """)
        let store = try type("Store", in: file)
        XCTAssertEqual(store.kind, .actor)
        XCTAssertEqual(store.attributes, ["available"])
        XCTAssertEqual(store.genericParameters, ["Key", "Value"])
        XCTAssertEqual(store.properties.first?.attributes, ["MainActor"])
        XCTAssertEqual(store.properties.first?.type, "[Key: Value]")
        let ext = try type("WorkDTO.BoundingBox", in: file)
        XCTAssertEqual(ext.kind, .extension)
        XCTAssertEqual(ext.properties.map(\.stored), [false, false])
    }

    func testTrickyLiteralsDoNotConfuseTheScanner() throws {
        let file = scan(##"""
        struct S {
            let a = "} { \(value) \("nested \(deeper)") }"
            let b = #"raw "} \(not) \#(yes) "#
            let c = """
                } multi "quoted" {
                \(inner)
                """
            /* outer /* inner } */ still comment { */
            let d: Int
        }
        """##)
        XCTAssertEqual(try type("S", in: file).properties.map(\.name), ["a", "b", "c", "d"])
    }

    /// A multi-line string's line continuation (`\` at a line's end) is a line of the file:
    /// every declaration after it keeps its line (a real app's were three lines off).
    func testALineContinuationInAStringKeepsTheLinesThatFollow() throws {
        let file = scan(#"""
        struct S: Codable {
            let message = """
                first \
                second \
                third
                """
            let after: Int
        }
        """#)
        XCTAssertEqual(try type("S", in: file).properties.map(\.line), [2, 7])
        XCTAssertEqual(file.lineCount, 8)
    }

    /// The line count (for the report's file list) comes from where the lexer ends.
    func testLineCountWithAndWithoutAFinalLineBreak() {
        let cases: [(String, Int)] = [("", 0), ("a", 1), ("a\n", 1), ("a\nb", 2), ("a\n\n", 2), ("\n", 1),
                                      ("/* x\n y */", 2), ("/* x\n*/\n", 2), ("let s = \"\"\"\nx\n\"\"\"", 3), ("a\r\n", 1), ("a\r", 1)]
        for (source, lines) in cases {
            XCTAssertEqual(SwiftDeclarationScanner.scan(Array(source.utf8), file: "t.swift").0.lineCount, lines, source.debugDescription)
        }
    }

    func testUnterminatedInputIsADiagnosticNotACrash() {
        let (_, diagnostics) = SwiftDeclarationScanner.scan(Array("struct A {\n  let s = \"open\n}".utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), ["t.swift:2:11: error: unterminated string literal"])
        let (_, comment) = SwiftDeclarationScanner.scan(Array("/* never closed\nstruct A {}".utf8), file: "t.swift")
        XCTAssertEqual(comment.map(\.rendered), ["t.swift:1:1: error: unterminated comment"])
    }

    /// A NUL byte past the start a binary file shows is the lexer's error, where it sits; the
    /// declarations around it are still read.
    func testANulByteInCodeIsAnErrorAtItsPlace() {
        let (file, diagnostics) = SwiftDeclarationScanner.scan(Array("struct A: Codable {\n  let x: Int\n}\nlet y = 1\u{0}\nstruct B: Codable {}\n".utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), ["t.swift:4:10: error: NUL byte in a Swift file"])
        XCTAssertEqual(file.types.map(\.name), ["A", "B"])
    }

    /// Every prefix and 500+ seeded mutations of the corpus: no crash, no hang, valid locations.
    func testTruncationsAndMutationsNeverCrash() throws {
        var generator = SplitMix64(seed: 0x5CA7)
        let interesting = Array("{}[]()<>\"#\\/*@`:=,\n ".utf8) + [0xFF]
        var runs = 0
        for url in TestPaths.swiftFiles(in: TestPaths.fixtures.appendingPathComponent("Swift/Corpus")) {
            let original = [UInt8](try Data(contentsOf: url))
            var inputs: [[UInt8]] = (0...original.count).map { Array(original[0..<$0]) }
            for _ in 0..<200 {
                var bytes = original
                for _ in 0...Int(generator.next() % 6) {
                    let p = Int(generator.next() % UInt64(bytes.count))
                    if generator.next() % 2 == 0 { bytes[p] = interesting[Int(generator.next() % UInt64(interesting.count))] } else { bytes.remove(at: p) }
                }
                inputs.append(bytes)
            }
            for input in inputs {
                let start = Date()
                let (_, diagnostics) = SwiftDeclarationScanner.scan(input, file: "m.swift")
                XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
                for d in diagnostics { XCTAssertGreaterThanOrEqual(d.location.line, 1); XCTAssertGreaterThanOrEqual(d.location.column, 1) }
                runs += 1
            }
        }
        XCTAssertGreaterThan(runs, 1_000)
    }

    /// The case an enum's decoder gives a value it has no case for, or nil when it throws.
    func testAnEnumDecodersFallbackCase() throws {
        let file = scan("""
        enum Event: Decodable {
            case created(Created), unhandled(type: String)
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                switch try c.decode(String.self, forKey: .type) {
                case "created": self = .created(try Created(from: decoder))
                default: self = .unhandled(type: "?")
                }
            }
        }
        enum Closed: Decodable {
            case created(Created)
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                switch try c.decode(String.self, forKey: .type) {
                case "created": self = .created(try Created(from: decoder))
                default: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown")
                }
            }
        }
        enum Status: String, Decodable {
            case active, other
            init(from decoder: Decoder) throws {
                self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
            }
        }
        enum Raw: String {
            case a
            init?(rawValue: String) {
                switch rawValue {
                case "a": self = .a
                default: return nil
                }
            }
        }
        """)
        XCTAssertEqual(try type("Event", in: file).decoderFallback, "unhandled")
        XCTAssertNil(try type("Closed", in: file).decoderFallback)
        XCTAssertEqual(try type("Status", in: file).decoderFallback, "other")
        XCTAssertNil(try type("Raw", in: file).decoderFallback)
    }
}
