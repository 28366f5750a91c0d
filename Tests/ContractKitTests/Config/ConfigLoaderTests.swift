import ContractKit
import XCTest

final class ConfigLoaderTests: XCTestCase {
    func load(_ json: String) -> (ContractKitConfig, [String]) {
        let (config, diagnostics) = ConfigLoader.load(Array(json.utf8), file: "c.json")
        return (config, diagnostics.map(\.rendered))
    }

    func testReadsEveryKey() {
        let (config, errors) = load("""
        {
          "generate": {
            "accessLevel": "package",
            "conformances": ["Codable", "Sendable"],
            "enumPrefix": "DTO",
            "enumSuffix": "Kind",
            "frozenEnums": ["ReviewStatus"],
            "typeOverrides": { "WorkDTO.firstPublicationYear": "Int" },
            "defaults": { "missingArraysAreEmpty": true, "fields": { "A.b": "x", "A.c": 1, "A.d": [], "A.e": {}, "A.f": false } },
            "envelopes": { "unified": "ResponseEnvelope", "legacy": "ApiResponse" }
          }
        }
        """)
        XCTAssertEqual(errors, [])
        let g = config.generate
        XCTAssertEqual(g.accessLevel, .package)
        XCTAssertEqual(g.conformances, ["Codable", "Sendable"])
        XCTAssertEqual(g.enumPrefix, "DTO")
        XCTAssertEqual(g.enumSuffix, "Kind")
        XCTAssertEqual(g.frozenEnums, ["ReviewStatus"])
        XCTAssertEqual(g.typeOverrides, ["WorkDTO.firstPublicationYear": "Int"])
        XCTAssertTrue(g.missingArraysAreEmpty)
        XCTAssertEqual(g.fieldDefaults, ["A.b": .string("x"), "A.c": .number(1), "A.d": .emptyArray, "A.e": .emptyObject, "A.f": .bool(false)])
        XCTAssertEqual(g.unifiedEnvelope, "ResponseEnvelope")
        XCTAssertEqual(g.legacyEnvelope, "ApiResponse")
        XCTAssertEqual(config.location(of: "generate.typeOverrides.WorkDTO.firstPublicationYear")?.line, 8)
    }

    func testTyposAndWrongTypesNameTheKeyPathAndLocation() {
        let (_, errors) = load("""
        {
          "generate": {
            "acessLevel": "public",
            "accessLevel": "open",
            "conformances": ["Codable", "Identifiable"],
            "enumPrefix": 3,
            "frozenEnums": "ReviewStatus",
            "typeOverrides": { "A.b": "Int; import Evil" },
            "defaults": { "missingArrays": true, "fields": { "A.c": [1] } },
            "envelopes": { "modern": "X" }
          },
          "gnerate": {}
        }
        """)
        XCTAssertEqual(errors, [
            "c.json:3:5: error: unknown key 'generate.acessLevel'; did you mean 'accessLevel'?",
            "c.json:4:20: error: 'generate.accessLevel' must be one of 'public', 'package', 'internal', not 'open'",
            "c.json:5:33: error: 'generate.conformances' has 'Identifiable'; supported: Codable, Decodable, Encodable, Equatable, Hashable, Sendable",
            "c.json:6:19: error: 'generate.enumPrefix' must be a string, not a number",
            "c.json:7:20: error: 'generate.frozenEnums' must be an array of strings, not a string",
            "c.json:8:31: error: 'generate.typeOverrides.A.b' is not a Swift type: 'Int; import Evil'",
            "c.json:9:19: error: unknown key 'generate.defaults.missingArrays'; did you mean 'missingArraysAreEmpty'?",
            "c.json:9:61: error: 'generate.defaults.fields.A.c' must be a string, number, boolean, null, [] or {}",
            "c.json:10:20: error: unknown key 'generate.envelopes.modern'",
            "c.json:12:3: error: unknown key 'gnerate'; did you mean 'generate'?",
        ])
    }

    /// `audit.paths` names the app's Swift for audit and diff, relative to the config's folder.
    func testAuditPathsAreRelativeToTheConfigFile() {
        let json = """
        { "audit": { "paths": { "swift": ["../ios/DTOs", "/abs/Shared"], "models": ["../ios/Models"], "mapers": [], "mappers": "x" } } }
        """
        let (config, diagnostics) = ConfigLoader.load(Array(json.utf8), file: "/repo/api/contractkit.json")
        XCTAssertEqual(config.audit.paths.swift, ["/repo/ios/DTOs", "/abs/Shared"])
        XCTAssertEqual(config.audit.paths.models, ["/repo/ios/Models"])
        XCTAssertNil(config.audit.paths.mappers)
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "/repo/api/contractkit.json:1:95: error: unknown key 'audit.paths.mapers'; did you mean 'mappers'?",
            "/repo/api/contractkit.json:1:120: error: 'audit.paths.mappers' must be an array of strings, not a string",
        ])
    }

    func testTypePrefixSuffixAndNamespace() {
        let (config, errors) = load(#"{ "generate": { "typePrefix": "API", "typeSuffix": "DTO", "namespace": "Wire" } }"#)
        XCTAssertEqual(errors, [])
        XCTAssertEqual([config.generate.typePrefix, config.generate.typeSuffix, config.generate.namespace], ["API", "DTO", "Wire"])
        XCTAssertEqual(load(#"{ "generate": { "namespace": "2x", "typePrefix": "A-" } }"#).1, [
            "c.json:1:30: error: 'generate.namespace' must be a Swift type name, not '2x'",
            "c.json:1:50: error: 'generate.typePrefix' may hold only letters, digits and '_': 'A-'",
        ])
    }

    func testMalformedJSONIsOneLocatedError() {
        XCTAssertEqual(load("{\n  \"generate\": { \"accessLevel\": \"public\" \n}").1, ["c.json:3:2: error: unexpected end of file"])
        XCTAssertEqual(load("{\"a\": 1 \"b\": 2}").1, ["c.json:1:9: error: expected ',' or '}'"])
        XCTAssertEqual(load("").1, ["c.json:1:1: error: unexpected end of file"])
        XCTAssertEqual(load("[]").1, ["c.json:1:1: error: '(top level)' must be an object, not an array"])
        XCTAssertEqual(load("{\"a\": 1, \"a\": 2}").1, ["c.json:1:10: error: duplicate key 'a'"])
        XCTAssertEqual(load("{\"generate\": \"x\"}").1, ["c.json:1:14: error: 'generate' must be an object, not a string"])
    }

    func testUnknownFieldsInOverridesAreErrorsAtGenerateTime() {
        let (config, _) = load(#"{ "generate": { "typeOverrides": { "Nope.field": "Int" }, "frozenEnums": ["Missing"] } }"#)
        let (schema, _) = readContract(["/c/a.ts": "export interface A { b: string }"])
        let (_, diagnostics) = ContractPipeline.generateSwift(schema, config: config)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [
            "c.json:1:36: error: 'generate.typeOverrides.Nope.field': the contract has no type 'Nope'",
            "c.json:1:75: error: 'generate.frozenEnums': the contract has no enum 'Missing'",
        ])
    }
}

/// contractkit.json is read as tsconfig.json is: comments and trailing commas.
final class ConfigCommentTests: XCTestCase {
    func testCommentsAndTrailingCommasAreAccepted() {
        let text = """
        {
          // the access level of generated code
          "generate": {
            "accessLevel": "package", /* or "public" */
            "frozenEnums": ["ReviewStatus", "EditionFormat",],
          },
          /* a block comment
             over two lines */
          "contractVersion": "1.2.0", // trailing
        }
        """
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8), file: "c.json")
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        XCTAssertEqual(config.generate.accessLevel, .package)
        XCTAssertEqual(config.generate.frozenEnums, ["ReviewStatus", "EditionFormat"])
        XCTAssertEqual(config.location(of: "contractVersion")?.line, 9)
    }

    func testAnUnterminatedCommentIsALocatedError() {
        let (_, diagnostics) = ConfigLoader.load(Array("{\n  /* never closed\n}".utf8), file: "c.json")
        XCTAssertEqual(diagnostics.map(\.rendered), ["c.json:2:3: error: unterminated comment"])
    }

    func testALoneCommaIsStillAnError() {
        let (_, diagnostics) = ConfigLoader.load(Array("{ , }".utf8), file: "c.json")
        XCTAssertEqual(diagnostics.count, 1)
        let (_, arrayDiagnostics) = ConfigLoader.load(Array("{ \"waivers\": [,] }".utf8), file: "c.json")
        XCTAssertEqual(arrayDiagnostics.count, 1)
    }
}
