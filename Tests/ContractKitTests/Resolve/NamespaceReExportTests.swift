import ContractKit
import XCTest

/// `export * as name from './m'`, as generated SDKs chain it through index files, and
/// `export * as default`, which a default import then names (TypeScript's own
/// `exportAsNamespace` conformance cases, with types).
final class NamespaceReExportTests: XCTestCase {
    func read(_ files: [String: String]) -> (Schema, [String]) {
        let (schema, diagnostics) = ContractPipeline.readContract(roots: files.keys.sorted(), provider: InMemorySourceProvider(files))
        return (schema, diagnostics.map { "\($0.location.file):\($0.location.line): \($0.severity.rawValue): \($0.message)" })
    }

    func testANamespaceReExportIsReadThroughANamespaceImportAndANamedOne() {
        let (schema, diagnostics) = read([
            "/sdk/three.ts": "export type Named = 0;\nexport interface Item { id: string }\n",
            "/sdk/two.ts": "export * as inner from './three';\n",
            "/sdk/one.ts": """
            import * as root from './two';
            import { inner } from './two';
            export interface Holder { named: root.inner.Named; item: inner.Item }
            """,
        ])
        XCTAssertEqual(diagnostics, [])
        let fields = Dictionary((schema.declaration(named: "Holder")?.fields ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(fields["named"], .reference(name: "Named", arguments: []))
        XCTAssertEqual(fields["item"], .reference(name: "Item", arguments: []))
    }

    func testANamespaceReExportExportsNoNameOfItsModuleUnqualified() {
        let (_, diagnostics) = read([
            "/sdk/three.ts": "export interface Item { id: string }\n",
            "/sdk/two.ts": "export * as inner from './three';\n",
            "/sdk/one.ts": "import { Item } from './two';\nexport interface Holder { item: Item }\n",
        ])
        XCTAssertTrue(diagnostics.contains { $0.contains("one.ts:2") && $0.contains("Item") }, "\(diagnostics)")
    }

    func testADefaultImportOfADefaultNamespaceReExportIsThatNamespace() {
        let (schema, diagnostics) = read([
            "/sdk/three.d.ts": "export type Named = 0;\ndeclare const Named: 0;\n",
            "/sdk/two.d.ts": "export * as default from \"./three\";\n",
            "/sdk/one.ts": "import ns from \"./two\";\nexport type Alias = ns.Named;\n",
        ])
        XCTAssertEqual(diagnostics.filter { !$0.contains(": note: ") }, [])
        XCTAssertEqual(schema.declaration(named: "Alias")?.target, .reference(name: "Named", arguments: []))
    }
}
