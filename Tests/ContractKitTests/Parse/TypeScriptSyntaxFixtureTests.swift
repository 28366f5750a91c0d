import ContractKit
import Foundation
import XCTest

/// Syntax TypeScript accepts that once stopped the whole run (Fixtures/TypeScriptSyntax):
/// import types, tuples, accessors, `import = require`, `export =`, type-only export
/// renames, variance and `infer … extends`, `typeof` constants, computed enum members, computed
/// keys before a type spread over lines, default-exported declarations, and
/// implementation code beside the types (object literals with methods, mixins).
/// Each folder must load with exit 0; a line's `// expect-declaration: Name`,
/// `// expect-warning: text` and `// expect-note: text` markers say what it must produce there.
final class TypeScriptSyntaxFixtureTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("TypeScriptSyntax")
    static let folders = ["import-types", "tuples", "accessors", "module-forms", "type-operators", "enums", "implementation", "computed-keys", "default-exports"]

    func ir(_ folder: String) throws -> (CLIResult, Schema) {
        let result = try runCLI(["ir", "--verbose", "--contracts", folder], in: Self.root)
        XCTAssertEqual(result.exitCode, 0, "\(folder): \(result.stderr)")
        return (result, try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8)))
    }

    /// Every `.ts` file under a folder, by its path relative to the fixtures root.
    func files(in folder: String) -> [String] {
        let base = Self.root.appendingPathComponent(folder)
        let all = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".ts") }.map { "\(folder)/\($0)" }.sorted()
    }

    func testEveryFolderLoadsWithTheMarkedDeclarationsAndDiagnostics() throws {
        for folder in Self.folders {
            let (result, schema) = try ir(folder)
            let names = Set(schema.declarations.map(\.name))
            for file in files(in: folder) {
                let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for (marker, severity) in [("expect-warning: ", "warning"), ("expect-note: ", "note")] {
                        guard let range = line.range(of: "// \(marker)") else { continue }
                        let expected = String(line[range.upperBound...])
                        let found = result.stderr.split(separator: "\n").contains {
                            $0.hasPrefix("\(file):\(index + 1):") && $0.contains(": \(severity): ") && $0.contains(expected)
                        }
                        XCTAssertTrue(found, "\(file):\(index + 1): no \(severity) '\(expected)' in\n\(result.stderr)")
                    }
                    if let range = line.range(of: "// expect-declaration: ") {
                        let name = String(line[range.upperBound...])
                        XCTAssertTrue(names.contains(name), "\(file):\(index + 1): no declaration '\(name)' in \(names.sorted())")
                    }
                }
            }
            XCTAssertFalse(result.stderr.contains(": error: "), result.stderr)
        }
    }

    func testImportTypesResolveLikeNamedImports() throws {
        let (_, schema) = try ir("import-types")
        let fields = Dictionary(uniqueKeysWithValues: (schema.declaration(named: "JobUpdate")?.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(fields["status"], .reference(name: "JobStatus", arguments: []))
        XCTAssertEqual(fields["history"], .reference(name: "Page", arguments: [.reference(name: "JobStatus", arguments: [])]))
        XCTAssertEqual(fields["protocol"], .literal(.string("3.1")), "typeof import('…').CONST is the constant's literal")
        XCTAssertEqual(fields["peer"], .external(name: "Socket", module: "node:net"))
        XCTAssertEqual(schema.declaration(named: "JobStatus")?.cases?.count, 4)
    }

    /// `import type { FieldKinds } from './fields'` then `FieldKinds.Geo`: a member of an
    /// ambient namespace the other module exports.
    func testMembersOfAnImportedNamespaceResolve() throws {
        let (result, schema) = try ir("module-forms")
        let fields = Dictionary(uniqueKeysWithValues: (schema.declaration(named: "Venue")?.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(fields["openedAt"], .reference(name: "FieldKinds.Timestamp", arguments: []))
        XCTAssertEqual(fields["position"], .reference(name: "FieldKinds.Geo", arguments: []))
        XCTAssertFalse(result.stderr.contains("does not export"), result.stderr)
    }

    /// `export default interface Sticker` and `export default Artist` are read, and a default
    /// import names them.
    func testDefaultExportsAreReadAndDefaultImportsNameThem() throws {
        let (_, schema) = try ir("default-exports")
        XCTAssertEqual(schema.declaration(named: "Sticker")?.fields?.map(\.name), ["id", "artist"])
        XCTAssertEqual(schema.declaration(named: "Sticker")?.fields?.last?.type, .reference(name: "Artist", arguments: []))
        XCTAssertEqual(schema.declaration(named: "StickerPage")?.fields?.first?.type, .array(.reference(name: "Sticker", arguments: [])))
    }

    func testTuplesAreArraysOfTheirElementTypes() throws {
        let (_, schema) = try ir("tuples")
        let fields = Dictionary(uniqueKeysWithValues: (schema.declaration(named: "Viewport")?.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(fields["origin"], .array(.primitive(.number)))
        XCTAssertEqual(fields["size"], .array(.primitive(.number)))
        XCTAssertEqual(fields["label"], .array(.union([.primitive(.string), .primitive(.number)])))
        XCTAssertEqual(fields["layers"], .array(.primitive(.string)))
        XCTAssertEqual(fields["tags"], .array(.primitive(.string)))
        XCTAssertEqual(fields["empty"], .array(.unknown))
    }

    func testAccessorsAndClassModifiersGiveProperties() throws {
        let (_, schema) = try ir("accessors")
        XCTAssertEqual(schema.declaration(named: "Session")?.fields?.map(\.name), ["token", "expiresAt", "scopes"])
        XCTAssertEqual(schema.declaration(named: "Cursor")?.fields?.first?.type, .primitive(.number))
        XCTAssertEqual(schema.declaration(named: "SessionDTO")?.fields?.map(\.name), ["kind", "userId", "refreshedAt"])
    }

    func testRequireImportsExportAssignmentsAndAliases() throws {
        let (_, schema) = try ir("module-forms")
        let drawing = try XCTUnwrap(schema.declaration(named: "Drawing"))
        XCTAssertEqual(drawing.fields?.first { $0.name == "anchor" }?.type, .reference(name: "Point", arguments: []))
        let circle = try XCTUnwrap(schema.declaration(named: "Circle"))
        XCTAssertEqual(circle.fields?.first { $0.name == "unit" }?.type, .reference(name: "Geometry.Units.Length", arguments: []))
        XCTAssertEqual(schema.declaration(named: "Point")?.fields?.map(\.name), ["x", "y"])
    }

    func testTypeOperatorsWithKnownAnswers() throws {
        let (_, schema) = try ir("type-operators")
        XCTAssertEqual(schema.declaration(named: "Method")?.cases?.map(\.value), [.string("ping"), .string("status"), .string("shutdown")])
        XCTAssertEqual(schema.declaration(named: "SettingKey")?.cases?.map(\.value), [.string("host"), .string("port"), .string("secure")])
        XCTAssertEqual(schema.declaration(named: "Port")?.target, .primitive(.number))
        XCTAssertEqual(schema.declaration(named: "Topic")?.target, .primitive(.string))
        let request = Dictionary(uniqueKeysWithValues: (schema.declaration(named: "Request")?.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(request["jsonrpc"], .literal(.string("2.0")))
        XCTAssertEqual(schema.declaration(named: "Unwrap")?.target, .unsupported("conditional type"))
    }

    func testComputedEnumMembersKeepTheirValues() throws {
        let (_, schema) = try ir("enums")
        let permission = try XCTUnwrap(schema.declaration(named: "Permission")?.cases)
        XCTAssertEqual(permission.map(\.name), ["None", "Read", "Write", "Admin", "Legacy", "Named", "Next"])
        XCTAssertEqual(permission.map(\.value), [0, 1, 2, 19, -1, 3, 4].map { LiteralValue.number(Double($0)) })
        XCTAssertEqual(schema.declaration(named: "Computed")?.cases?.map(\.name), ["Fixed", "Later"])
    }

    /// Implementation code beside the types is skipped by its brackets: an object literal with
    /// shorthand properties and an `async` method, accessors with a `this` parameter, class
    /// expressions returned by mixins. The types around it read whole.
    func testImplementationCodeBesideTheTypesIsSkipped() throws {
        let (result, schema) = try ir("implementation")
        XCTAssertEqual(schema.declaration(named: "Reservation")?.fields?.map(\.name), ["id", "partySize", "seatedAt"])
        XCTAssertEqual(schema.declaration(named: "Waitlist")?.fields?.map(\.name), ["entries"])
        XCTAssertEqual(schema.declaration(named: "Audited")?.fields?.map(\.name), ["createdAt", "version"])
        XCTAssertEqual(schema.declaration(named: "Thermostat")?.fields?.map(\.name), ["celsius", "label"])
        XCTAssertEqual(schema.declaration(named: "Thermostat")?.fields?.first?.type, .primitive(.number))
        XCTAssertEqual(schema.declaration(named: "ChannelName")?.cases?.map(\.value), [.string("phone"), .string("web")])
        let device = Dictionary(uniqueKeysWithValues: (schema.declaration(named: "Device")?.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(device["legacy"], .reference(name: "LegacyRecord", arguments: []))
        XCTAssertEqual(device["boxed"], .reference(name: "Boxed", arguments: [.primitive(.string)]))
        XCTAssertTrue(result.stderr.contains("implementation/reservations.ts:17:8: note: skipped const 'reservationService'"), result.stderr)
        // A zod property the reader does not model is that one property, unsupported; the schema reads on.
        let guest = try XCTUnwrap(schema.declaration(named: "Guest")?.fields)
        XCTAssertEqual(guest.map(\.name), ["id", "nickname", "visits", "email"])
        XCTAssertEqual(guest[1].type, .unsupported("zod value"))
        XCTAssertEqual(schema.declaration(named: "SeatingArea")?.cases?.map(\.value), [.string("indoor")])
        let cuisine = schema.declaration(named: "Dish")?.fields?.first?.type
        XCTAssertEqual(cuisine, .literalUnion([.string("thai"), .string("greek"), .string("mexican")]), "z.enum of an 'as const' array")
        XCTAssertEqual(schema.declaration(named: "Status")?.target, .unsupported("zod expression"))
        XCTAssertEqual(schema.declaration(named: "Shift")?.fields?.map(\.name), ["startsAt"])
    }

    /// One file the reader cannot model fully must not change what the others audit to: the
    /// findings about the other files' types are the same with it and without it.
    func testAFileWithUnsupportedConstructsLeavesTheOtherFilesFindingsAlone() throws {
        func findings(_ contracts: String) throws -> [String] {
            let result = try runCLI(["audit", "--contracts", contracts, "--swift", "isolation/Swift", "--format", "json", "--fail-on", "never"], in: Self.root)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let items = try XCTUnwrap(json["findings"] as? [[String: Any]])
            let others = items.filter { (($0["contract"] as? [String: Any])?["file"] as? String)?.hasSuffix("oddities.ts") != true }
            return others.map { "\($0["rule"] ?? "") \($0["field"] ?? "") \($0["message"] ?? "")" }.sorted()
        }
        let alone = try findings("isolation/contract/orders.ts")
        XCTAssertFalse(alone.isEmpty)
        XCTAssertEqual(try findings("isolation/contract"), alone)
        let read = try runCLI(["ir", "--contracts", "isolation/contract"], in: Self.root)
        XCTAssertEqual(read.exitCode, 0, read.stderr)
        XCTAssertTrue(read.stderr.contains("isolation/contract/oddities.ts:7:3: warning: cannot compute the value of enum member 'Dynamic'"), read.stderr)
    }
}
