import ContractKit
import XCTest

/// TypeScript's own library: each type has one documented meaning in the IR, and none is
/// ever "cannot find type".
final class BuiltinTypeTests: XCTestCase {
    func read(_ type: String, options: ContractOptions = ContractOptions()) -> (TypeRef?, [String]) {
        let (schema, diagnostics) = ContractPipeline.readContract(
            roots: ["/lib.ts"], provider: InMemorySourceProvider(["/lib.ts": "export interface Probe {\n  field: \(type);\n}\n"]), options: options)
        return (schema.declaration(named: "Probe")?.fields?.first?.type,
                diagnostics.map { "\($0.severity.rawValue): \($0.message)" })
    }

    func testLibraryTypesWithAJSONForm() {
        let table: [(String, TypeRef)] = [
            ("Date", .formattedString(.dateTime)),
            ("URL", .formattedString(.uri)),
            ("Map<string, number>", .map(.primitive(.number))),
            ("ReadonlyMap<string, boolean>", .map(.primitive(.boolean))),
            ("Set<string>", .array(.primitive(.string))),
            ("ReadonlySet<number>", .array(.primitive(.number))),
            ("Array<Date>", .array(.formattedString(.dateTime))),
            ("String", .primitive(.string)),
            ("Number", .primitive(.number)),
            ("Boolean", .primitive(.boolean)),
            ("object", .map(.unknown)),
            ("Object", .map(.unknown)),
            ("Record<'a' | 'b', string>", .object([])),
        ]
        for (type, expected) in table {
            let (lowered, diagnostics) = read(type)
            if case .object = expected {
                guard case .object(let fields)? = lowered else { XCTFail(type); continue }
                XCTAssertEqual(fields.map(\.name), ["a", "b"], type)
            } else {
                XCTAssertEqual(lowered, expected, type)
            }
            XCTAssertFalse(diagnostics.contains { $0.hasPrefix("error") || $0.hasPrefix("warning") }, "\(type): \(diagnostics)")
        }
    }

    func testLibraryTypesWithoutOneAreUnsupportedWithAWarningNamingTheField() {
        for type in ["Promise<string>", "RegExp", "Error", "WeakMap<object, string>", "Function", "symbol", "void", "never",
                     "ReadableStream", "ArrayBuffer", "Uint8Array", "Float64Array", "DataView", "Blob", "File", "Buffer", "bigint",
                     "Window", "HTMLElement", "Event"] {
            let (lowered, diagnostics) = read(type)
            guard case .unsupported? = lowered else {
                XCTFail("\(type) should be unsupported, not \(String(describing: lowered))")
                continue
            }
            XCTAssertEqual(diagnostics.count, 1, type)
            XCTAssertTrue(diagnostics.first?.hasPrefix("warning: ") == true && diagnostics.first?.contains("in field 'field'") == true,
                          "\(type): \(diagnostics)")
        }
    }

    func testBinaryAndBigIntFollowTheConfig() {
        let options = ContractOptions(bigint: .string, binary: .base64)
        XCTAssertEqual(read("ArrayBuffer", options: options).0, .formattedString(.byte))
        XCTAssertEqual(read("Uint8Array", options: options).0, .formattedString(.byte))
        XCTAssertEqual(read("bigint", options: options).0, .primitive(.string))
        XCTAssertEqual(read("bigint", options: ContractOptions(bigint: .number)).0, .primitive(.integer))
        let (config, errors) = ConfigLoader.load(Array(#"{"contract": {"bigint": "hex"}}"#.utf8), file: "c.json")
        XCTAssertEqual(errors.map(\.rendered), ["c.json:1:25: error: 'contract.bigint' must be one of 'string', 'number', not 'hex'"])
        XCTAssertNil(config.contract.bigint)
    }

    func testAContractTypeShadowsTheLibrary() {
        let (schema, diagnostics) = readContract(["/shadow.ts": """
        export interface File { name: string; bytes: number }
        export interface Upload { file: File; at: Date }
        """])
        XCTAssertEqual(schema.declaration(named: "Upload")?.fields?.first?.type, .reference(name: "File", arguments: []))
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }, [])
    }

    func testNearMissesAndStrictMode() {
        let files = ["/c.ts": """
        export interface WorkDTO { title: string }
        export interface EditionDTO { work: WorkDto; authors: Authr[]; env: Env; t: NodeJS.Timeout }
        export interface Author { name: string }
        """]
        let (_, lenient) = readContract(files)
        XCTAssertEqual(lenient.map(\.rendered), [
            "/c.ts:2:37: error: cannot find type 'WorkDto'; did you mean 'WorkDTO'?",
            "/c.ts:2:55: error: cannot find type 'Authr'; did you mean 'Author'?",
            "/c.ts:2:69: warning: cannot find type 'Env' in the contract; read as an external type",
            "/c.ts:2:77: warning: cannot find type 'NodeJS.Timeout' in the contract; read as an external type",
        ])
        let (_, strict) = ContractPipeline.readContract(roots: ["/c.ts"], provider: InMemorySourceProvider(files), options: ContractOptions(strict: true))
        XCTAssertEqual(strict.filter { $0.severity == .error }.count, 4)
    }
}
