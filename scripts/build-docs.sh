#!/usr/bin/env bash
# Builds the DocC catalog (Sources/ContractKit/ContractKit.docc) with the toolchain's own
# docc, against the library's symbols, and fails on any warning: a <doc:> link or a symbol
# link that names nothing, an undocumented parameter. Needs a debug build (`swift build`).
# usage: scripts/build-docs.sh [OUTPUT_DIR]    (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"

# docc ships beside swift in a toolchain (xcrun finds it on macOS).
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
  candidate="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
  if [ -x "$candidate" ]; then docc="$candidate"; elif command -v xcrun >/dev/null; then docc="$(xcrun --find docc)"; fi
fi
[ -n "$docc" ] || { echo "build-docs: error: no docc in this toolchain" >&2; exit 2; }

bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
[ -e "$modules/ContractKit.swiftmodule" ] || { echo "build-docs: error: build the library first (swift build)" >&2; exit 2; }
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"

graphs="$(mktemp -d "${TMPDIR:-/tmp}/contractkit-symbols.XXXXXX")"
trap 'rm -rf "$graphs"' EXIT
swift symbolgraph-extract -module-name ContractKit -I "$modules" -target "$triple" \
  -minimum-access-level public -output-dir "$graphs"
rm -rf "$out"
"$docc" convert Sources/ContractKit/ContractKit.docc \
  --fallback-display-name ContractKit --fallback-bundle-identifier org.contractkit.ContractKit \
  --additional-symbol-graph-dir "$graphs" --output-path "$out" --warnings-as-errors
echo "build-docs: ok ($out)" >&2
