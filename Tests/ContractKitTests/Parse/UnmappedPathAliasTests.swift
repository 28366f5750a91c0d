import ContractKit
import XCTest

/// A contract copied without its `tsconfig.json` still imports through the project's
/// path alias (`'@/…'`, `'~/…'`). No package name can start with such a segment, so the
/// alias is looked up in the contract's folders; one that names no file is warned about.
final class UnmappedPathAliasTests: XCTestCase {
    /// `@/` stands for a source folder below the contract's folder (here `web/`), as a
    /// Vite or Next.js project maps it; the imported interface is read, not made external.
    func testAnAtSlashImportReadsTheFileUnderTheContractsFolders() throws {
        let (schema, diagnostics) = readContract([
            "/c/web/orders/model.ts": "import { Money } from '@/billing/money';\nexport interface Order { id: string; total: Money }\n",
            "/c/web/billing/money.ts": "export interface Money { amount: number; currency: string }\n",
        ])
        let total = try XCTUnwrap(schema.declaration(named: "Order")?.fields?.last)
        XCTAssertEqual(total.type, .reference(name: "Money", arguments: []))
        XCTAssertFalse(diagnostics.contains { $0.message.contains("'@/billing/money'") }, "\(diagnostics)")
    }

    /// `~/` at the contract's own folder, with the file one folder down.
    func testATildeImportFromTheTopFolderReadsItsEnum() throws {
        let (schema, _) = readContract([
            "/c/types.d.ts": "import type { Tier } from '~/lib/tiers';\nexport interface Plan { tier: Tier }\n",
            "/c/lib/tiers.ts": "export enum Tier { Free = 'free', Pro = 'pro' }\n",
        ])
        XCTAssertEqual(schema.declaration(named: "Plan")?.fields?.first?.type, .reference(name: "Tier", arguments: []))
    }

    /// An alias whose file was not copied: a located warning that names it, and the type
    /// stays external. A scoped package (`@acme/ids`) is not an alias and gets no such warning.
    func testAnAliasThatNamesNoFileIsWarnedAbout() throws {
        let (schema, diagnostics) = readContract([
            "/c/app/user.ts": "import { TeamId } from '@/teams/types';\nimport { Ulid } from '@acme/ids';\nexport interface User { team: TeamId; id: Ulid }\n",
        ])
        let warning = diagnostics.first { $0.message.hasPrefix("cannot resolve path alias '@/teams/types'") }
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertEqual(warning?.location.line, 1)
        XCTAssertFalse(diagnostics.contains { $0.message.contains("path alias '@acme/ids'") }, "\(diagnostics)")
        XCTAssertEqual(schema.declaration(named: "User")?.fields?.first?.type, .external(name: "TeamId", module: "@/teams/types"))
    }
}
