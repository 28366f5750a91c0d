#!/usr/bin/env python3
"""Writes a synthetic TypeScript contract for benchmarks: N interfaces of 20 fields,
with string-literal enums, inline objects, generics and discriminated unions, split
over canonical.ts, enums.ts and responses.ts like the real schema/.

With --zod, enums.ts and canonical.ts declare the same shapes as zod schemas with
`z.infer` type aliases of the same names, so `ir` timings compare like for like.

usage: synth-contract.py [--zod] N OUTPUT_DIR
"""
import os
import sys


def main():
    args = sys.argv[1:]
    zod = "--zod" in args
    args = [a for a in args if a != "--zod"]
    if len(args) != 2:
        sys.exit(__doc__)
    n = int(args[0])
    out = args[1]
    os.makedirs(out, exist_ok=True)
    enum_count = max(1, n // 10)
    if zod:
        write_zod(n, enum_count, out)
    else:
        write_interfaces(n, enum_count, out)
    write_responses(n, out)


def write_zod(n, enum_count, out):
    with open(os.path.join(out, "enums.ts"), "w") as f:
        f.write("/** Synthetic enums. */\nimport { z } from 'zod';\n\n")
        for e in range(enum_count):
            values = ", ".join(f"'value-{e}-{v}'" for v in range(6))
            f.write(f"/** Enum {e}. */\nexport const kind{e}Schema = z.enum([{values}]);\n")
            f.write(f"export type Kind{e} = z.infer<typeof kind{e}Schema>;\n\n")

    with open(os.path.join(out, "canonical.ts"), "w") as f:
        f.write("/**\n * Synthetic contract.\n * @version 1.0.0\n */\n\n")
        f.write("import { z } from 'zod';\n")
        f.write("import { " + ", ".join(f"kind{e}Schema" for e in range(enum_count)) + " } from './enums.js';\n\n")
        for i in range(n):
            kind = f"kind{i % enum_count}Schema"
            ref = f"entity{i - 1}Schema" if i > 0 else "z.string()"
            f.write(f"/**\n * Entity {i}, with a long description that a real backend would write.\n")
            f.write(" * ```ts\n * const x = { id: 'a', nested: { ok: true } };\n * ```\n */\n")
            f.write(f"export const entity{i}Schema = z.object({{\n")
            f.write("  id: z.string(),\n")
            f.write("  name: z.string(), // display name\n")
            f.write("  description: z.string().optional(),\n")
            f.write("  count: z.number().int(),\n")
            f.write("  score: z.number().nullable().optional(),\n")
            f.write("  active: z.boolean(),\n")
            f.write("  tags: z.array(z.string()),\n")
            f.write(f"  kind: {kind},\n")
            f.write(f"  kinds: z.array({kind}).optional(),\n")
            f.write("  createdAt: z.string(),\n")
            f.write("  updatedAt: z.string().optional(),\n")
            f.write("  metadata: z.record(z.string(), z.string()).optional(),\n")
            f.write("  extra: z.any().optional(),\n")
            f.write(f"  parent: {ref}.optional(),\n")
            f.write("  position: z.object({ x: z.number(), y: z.number() }).optional(),\n")
            f.write("  /** @deprecated Use name. */\n  legacyName: z.string().optional(),\n")
            f.write("  externalIDs: z.array(z.string()),\n")
            f.write("  rank: z.number().optional(),\n")
            f.write("  ownerID: z.string().optional(),\n")
            f.write("  version: z.number(),\n")
            f.write("});\n")
            f.write(f"export type Entity{i}DTO = z.infer<typeof entity{i}Schema>;\n\n")


def write_interfaces(n, enum_count, out):

    with open(os.path.join(out, "enums.ts"), "w") as f:
        f.write("/** Synthetic enums. */\n\n")
        for e in range(enum_count):
            values = " | ".join(f"'value-{e}-{v}'" for v in range(6))
            f.write(f"/** Enum {e}. */\nexport type Kind{e} = {values};\n\n")

    with open(os.path.join(out, "canonical.ts"), "w") as f:
        f.write("/**\n * Synthetic contract.\n * @version 1.0.0\n */\n\n")
        f.write("import type { " + ", ".join(f"Kind{e}" for e in range(enum_count)) + " } from './enums.js';\n\n")
        for i in range(n):
            kind = f"Kind{i % enum_count}"
            ref = f"Entity{i - 1}DTO" if i > 0 else "string"
            f.write(f"/**\n * Entity {i}, with a long description that a real backend would write.\n")
            f.write(" * ```ts\n * const x = { id: 'a', nested: { ok: true } };\n * ```\n */\n")
            f.write(f"export interface Entity{i}DTO {{\n")
            f.write("  id: string;\n")
            f.write("  name: string; // display name\n")
            f.write("  description?: string;\n")
            f.write("  /** @integer */\n  count: number;\n")
            f.write("  score?: number | null;\n")
            f.write("  active: boolean;\n")
            f.write("  tags: string[];\n")
            f.write(f"  kind: {kind};\n")
            f.write(f"  kinds?: {kind}[];\n")
            f.write("  createdAt: string;\n")
            f.write("  updatedAt?: string;\n")
            f.write("  metadata?: Record<string, string>;\n")
            f.write("  extra?: any;\n")
            f.write(f"  parent?: {ref};\n")
            f.write("  position?: { x: number; y: number };\n")
            f.write("  /** @deprecated Use name. */\n  legacyName?: string;\n")
            f.write("  externalIDs: string[];\n")
            f.write("  rank?: number;\n")
            f.write("  ownerID?: string;\n")
            f.write("  version: number;\n")
            f.write("}\n\n")


def write_responses(n, out):
    with open(os.path.join(out, "responses.ts"), "w") as f:
        f.write("import type { " + ", ".join(f"Entity{i}DTO" for i in range(0, n, max(1, n // 20))) + " } from './canonical.js';\n\n")
        f.write("export interface Meta {\n  timestamp: string;\n  cached?: boolean;\n}\n\n")
        f.write("export interface Envelope<T> {\n  data: T | null;\n  meta: Meta;\n}\n\n")
        f.write("export interface Ok<T> {\n  success: true;\n  data: T;\n  meta: Meta;\n}\n\n")
        f.write("export interface Failure {\n  success: false;\n  error: { message: string; code?: string };\n  meta: Meta;\n}\n\n")
        f.write("export type Result<T> = Ok<T> | Failure;\n\n")
        for i in range(0, n, max(1, n // 20)):
            f.write(f"export interface List{i}Response {{\n  items: Entity{i}DTO[];\n  total?: number;\n}}\n\n")
        f.write("export function ok<T>(data: T): Ok<T> {\n  return { success: true, data, meta: { timestamp: '' } };\n}\n")


if __name__ == "__main__":
    main()
