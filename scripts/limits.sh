#!/usr/bin/env bash
# Large-input limits on a release build: time and peak memory of `contractkit ir` on
# synthetic contracts of 1x, 10x and 100x size, a 50 MB file, and one 10 MB line.
# usage: scripts/limits.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product contractkit >/dev/null
bin="$PWD/.build/release/contractkit"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

measure() {  # measure NAME ARGS...: wall seconds, peak RSS and exit code of one run
  local name="$1"
  shift
  /usr/bin/time -f "%e %M %x" -o "$work/time" "$bin" "$@" > /dev/null 2> "$work/stderr" || true
  read -r secs kb code < <(tail -n 1 "$work/time")
  printf '%-40s %8.2f s %8d MB   exit %s   %s\n' "$name" "$secs" "$((kb / 1024))" "$code" "$(head -c 100 "$work/stderr" | tr '\n' ' ')"
}

for n in 1000 10000 100000; do
  python3 scripts/synth-contract.py "$n" "$work/s$n"
  size=$(du -sm "$work/s$n" | cut -f1)
  measure "ir: $n interfaces (${size} MB)" ir --contracts "$work/s$n"
done

# One 50 MB contract file, and one contract whose single line is 10 MB.
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
block = "".join(f"/** Doc {i}. */\nexport interface Big{i} {{\n  id: string;\n  name?: string | null;\n  tags: string[];\n}}\n" for i in range(1000))
with open(f"{work}/big.ts", "w") as f:
    i = 0
    while f.tell() < 50 * 1024 * 1024:
        f.write(block.replace("Big", f"B{i}_"))
        i += 1
# No comments in this one: a `*/` anywhere would close the unterminated comment below.
with open(f"{work}/plain.ts", "w") as f:
    plain = "".join(f"export interface P{i} {{ id: string; tags: string[] }}\n" for i in range(1000))
    i = 0
    while f.tell() < 50 * 1024 * 1024:
        f.write(plain.replace(" P", f" P{i}_"))
        i += 1
with open(f"{work}/line.ts", "w") as f:
    f.write("export interface Line { " + "".join(f"f{i}: string; " for i in range(700_000)) + "}\n")
PY
measure "ir: a 50 MB file" ir --contracts "$work/big.ts"
measure "ir: one 10 MB line" ir --contracts "$work/line.ts"
printf '/* never closed\n' | cat - "$work/plain.ts" > "$work/open.ts"
measure "ir: unterminated comment + 50 MB" ir --contracts "$work/open.ts"
