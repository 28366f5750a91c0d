import XCTest

/// `contractkit examples` is golden-tested; GeneratedCodeTests decodes the same files
/// through the generated types.
final class ExamplesGoldenTests: XCTestCase {
    func testExamplesAreGolden() throws {
        let schema = try runCLI(["examples"])
        XCTAssertEqual(schema.exitCode, 0, schema.stderr)
        assertGolden(schema.stdout, TestPaths.golden.appendingPathComponent("Examples/schema.json"))
        let stress = try runCLI(["examples", "--quiet", "--contracts", "Tests/ContractKitTests/Fixtures/Stress",
                                 "--config", "Tests/ContractKitTests/Fixtures/Stress/contractkit.json"])
        XCTAssertEqual(stress.exitCode, 0, stress.stderr)
        assertGolden(stress.stdout, TestPaths.golden.appendingPathComponent("Examples/stress.json"))
    }

    func testFiltersAndErrors() throws {
        let one = try runCLI(["examples", "--type", "AuthorDTO", "--variant", "minimal"])
        XCTAssertEqual(one.stdout, """
            {
              "AuthorDTO" : {
                "minimal" : {
                  "name" : "example name",
                  "gender" : "Female"
                }
              }
            }

            """)
        let variants = try runCLI(["examples", "--quiet", "--contracts", "Tests/ContractKitTests/Fixtures/Stress", "--variant", "variant-*",
                                   "--config", "Tests/ContractKitTests/Fixtures/Stress/contractkit.json"])
        XCTAssertTrue(variants.stdout.contains("\"variant-click\" : {\n      \"type\" : \"click\""), variants.stdout)
        XCTAssertEqual(try runCLI(["examples", "--type", "WrokDTO"]).stderr, "error: the contract has no type 'WrokDTO'; did you mean 'WorkDTO'?\n")
        XCTAssertEqual(try runCLI(["examples", "--variant", "huge"]).exitCode, 2)
    }

    /// Dates: a field whose name or doc says it is a time gets JavaScript's toISOString() form.
    func testDatesLookLikeJavaScriptTimestamps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        export interface Session {
          createdAt: string;
          /** When the token expires. ISO time. */
          expiry: string;
          startDate: string;
          title: string;
          count: number;
          /** @integer */ retries: number;
          avatarUrl?: string | null;
        }
        """.write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        let result = try runCLI(["examples", "--contracts", "a.ts", "--variant", "full"], in: folder)
        for line in ["\"createdAt\" : \"2026-01-15T10:30:00.000Z\"", "\"expiry\" : \"2026-01-15T10:30:00.000Z\"",
                     "\"startDate\" : \"2026-01-15T10:30:00.000Z\"", "\"title\" : \"example title\"", "\"count\" : 1", "\"retries\" : 1",
                     "\"avatarUrl\" : \"https://example.com/avatarUrl\""] {
            XCTAssertTrue(result.stdout.contains(line), "\(line) in \(result.stdout)")
        }
        let nulls = try runCLI(["examples", "--contracts", "a.ts", "--variant", "nulls"], in: folder)
        XCTAssertTrue(nulls.stdout.contains("\"avatarUrl\" : null"), nulls.stdout)
    }

    /// A date-only field (`@format date`, zod `.date()`) gets a day, even when the type
    /// written is a `Date`; a plain `Date` stays a date-time.
    func testADateOnlyFieldGetsADayWithoutATime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-day-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import { z } from 'zod';
        export interface Invoice {
          /** @format date */
          dueOn: Date;
          /** @format date */
          paidOn?: Date | null;
          sentAt: Date;
        }
        export const Refund = z.object({ bookedFor: z.string().date() });
        """.write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        let result = try runCLI(["examples", "--contracts", "a.ts", "--variant", "full"], in: folder)
        for line in ["\"dueOn\" : \"2026-01-15\"", "\"paidOn\" : \"2026-01-15\"", "\"sentAt\" : \"2026-01-15T10:30:00.000Z\"", "\"bookedFor\" : \"2026-01-15\""] {
            XCTAssertTrue(result.stdout.contains(line), "\(line) in \(result.stdout)")
        }
    }
}

/// `examples --type` on an alias of a generic instance prints that instance's payloads; a
/// type named on its own that gets none is an error, never `{}` with exit 0.
final class ExamplesAliasTests: XCTestCase {
    func run(_ arguments: [String]) throws -> CLIResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        export interface UserRow { id: string; nickname?: string }
        export interface ApiResult<T> { ok: boolean; data: T | null; items?: T[] }
        export type UserResponse = ApiResult<UserRow>;
        export type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };
        export type Named = Shape;
        export type Role = 'admin' | 'member';
        """.write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        return try runCLI(["examples", "--contracts", "a.ts"] + arguments, in: folder)
    }

    func testAnAliasOfAGenericInstancePrintsTheInstancesPayloads() throws {
        let result = try run(["--type", "UserResponse", "--variant", "full", "nulls"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {
              "UserResponse" : {
                "full" : {
                  "ok" : true,
                  "data" : {
                    "id" : "example id",
                    "nickname" : "example nickname"
                  },
                  "items" : [
                    {
                      "id" : "example id",
                      "nickname" : "example nickname"
                    }
                  ]
                },
                "nulls" : {
                  "ok" : true,
                  "data" : null,
                  "items" : [
                    {
                      "id" : "example id",
                      "nickname" : "example nickname"
                    }
                  ]
                }
              }
            }

            """)
    }

    func testATypeWithoutPayloadsIsANoteAndExit2() throws {
        let generic = try run(["--type", "ApiResult"])
        XCTAssertEqual(generic.exitCode, 2)
        XCTAssertEqual(generic.stdout, "")
        XCTAssertTrue(generic.stderr.hasPrefix("error: 'ApiResult' is generic: its instances get payloads"), generic.stderr)
        let enumeration = try run(["--type", "Role"])
        XCTAssertEqual(enumeration.exitCode, 2)
        XCTAssertTrue(enumeration.stderr.hasPrefix("error: 'Role' is an enum"), enumeration.stderr)
    }
}
