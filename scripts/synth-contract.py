#!/usr/bin/env python3
"""Writes a synthetic TypeScript contract for benchmarks: N interfaces of 20 fields,
with string-literal enums, inline objects, generics and discriminated unions, split
over canonical.ts, enums.ts and responses.ts like the real schema/.

usage: synth-contract.py N OUTPUT_DIR
"""
import os
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    n = int(sys.argv[1])
    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)
    enum_count = max(1, n // 10)

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
