import Foundation

/// A synthetic TypeScript contract: `count` interfaces of 20 fields, with string-literal
/// enums, inline objects, generics and a discriminated union, split over canonical.ts,
/// enums.ts and responses.ts like the sample contract. The tests' copy of
/// `scripts/synth-contract.py` (which `scripts/bench.sh` uses), so the tests need no Python.
enum SyntheticContract {
    static func write(count n: Int, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let enumCount = max(1, n / 10)
        var enums = "/** Synthetic enums. */\n\n"
        for e in 0..<enumCount {
            let values = (0..<6).map { "'value-\(e)-\($0)'" }.joined(separator: " | ")
            enums += "/** Enum \(e). */\nexport type Kind\(e) = \(values);\n\n"
        }
        var canonical = "/**\n * Synthetic contract.\n * @version 1.0.0\n */\n\n"
        canonical += "import type { " + (0..<enumCount).map { "Kind\($0)" }.joined(separator: ", ") + " } from './enums.js';\n\n"
        for i in 0..<n {
            let kind = "Kind\(i % enumCount)"
            let parent = i > 0 ? "Entity\(i - 1)DTO" : "string"
            canonical += """
            /**
             * Entity \(i), with a long description that a real backend would write.
             * ```ts
             * const x = { id: 'a', nested: { ok: true } };
             * ```
             */
            export interface Entity\(i)DTO {
              id: string;
              name: string; // display name
              description?: string;
              /** @integer */
              count: number;
              score?: number | null;
              active: boolean;
              tags: string[];
              kind: \(kind);
              kinds?: \(kind)[];
              createdAt: string;
              updatedAt?: string;
              metadata?: Record<string, string>;
              extra?: any;
              parent?: \(parent);
              position?: { x: number; y: number };
              /** @deprecated Use name. */
              legacyName?: string;
              externalIDs: string[];
              rank?: number;
              ownerID?: string;
              version: number;
            }


            """
        }
        let listed = Array(stride(from: 0, to: n, by: max(1, n / 20)))
        var responses = "import type { " + listed.map { "Entity\($0)DTO" }.joined(separator: ", ") + " } from './canonical.js';\n\n"
        responses += "export interface Meta {\n  timestamp: string;\n  cached?: boolean;\n}\n\n"
        responses += "export interface Envelope<T> {\n  data: T | null;\n  meta: Meta;\n}\n\n"
        responses += "export interface Ok<T> {\n  success: true;\n  data: T;\n  meta: Meta;\n}\n\n"
        responses += "export interface Failure {\n  success: false;\n  error: { message: string; code?: string };\n  meta: Meta;\n}\n\n"
        responses += "export type Result<T> = Ok<T> | Failure;\n\n"
        for i in listed { responses += "export interface List\(i)Response {\n  items: Entity\(i)DTO[];\n  total?: number;\n}\n\n" }
        responses += "export function ok<T>(data: T): Ok<T> {\n  return { success: true, data, meta: { timestamp: '' } };\n}\n"
        try enums.write(to: folder.appendingPathComponent("enums.ts"), atomically: true, encoding: .utf8)
        try canonical.write(to: folder.appendingPathComponent("canonical.ts"), atomically: true, encoding: .utf8)
        try responses.write(to: folder.appendingPathComponent("responses.ts"), atomically: true, encoding: .utf8)
    }
}
