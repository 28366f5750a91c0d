#!/usr/bin/env bash
# Audit every rebuilt pair with one binary and keep each pair's JSON beside its key.
# usage: .realset/run.sh BIN NAME.json [WORKING_COPY_FOLDER...]
#   BIN      a contractkit binary
#   NAME     the file each pair's audit JSON is written to (in the pair's working copy)
#   folders  sets or pairs under the working copies (default: every set in /work/realset-all)
# Then: python3 .realset/score.py --audit NAME.json --corrected --per-swift /work/realset-all/wave21
set -uo pipefail
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; name="$2"; shift 2
[ $# -gt 0 ] || set -- /work/realset-all/*/
for target in "$@"; do
  if [ -f "$target/key.json" ]; then pairs="$target"; else pairs="$(ls -d "$target"/*/ 2>/dev/null)"; fi
  for pair in $pairs; do
    [ -f "$pair/key.json" ] || continue
    (cd "$pair" && "$bin" audit --contracts contract --swift swift --format json --fail-on never \
      > "$name" 2> "${name%.json}.stderr"; echo $? > "${name%.json}.exit")
  done
done
