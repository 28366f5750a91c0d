#!/usr/bin/env bash
# Smoke-tests the SwiftPM plugins the way an app package uses them: copies
# Tests/PluginExample outside the checkout, points its path dependency at this checkout,
# then runs the command plugin (audit, generate --check, contractkit-generate) and a build
# with the build-tool plugin, and runs the demo that decodes JSON with the generated DTOs.
# usage: scripts/plugin-smoke.sh
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/contractkit-plugin-smoke.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$kit/Tests/PluginExample" "$work/app"
sed -i.bak "s|path: \"../..\"|path: \"$kit\"|" "$work/app/Package.swift" && rm "$work/app/Package.swift.bak"
cd "$work/app"

step() { echo "plugin-smoke: $*" >&2; }
fail() { echo "plugin-smoke: FAILED: $*" >&2; exit 1; }

step "swift package contractkit audit"
# SwiftPM passes the tool's standard error on with its standard output: read both.
swift package contractkit audit --contracts Sources/APIModels/contract --swift Sources/App --format xcode \
  >audit.txt 2>&1 || fail "audit exited $? ($(tail -3 audit.txt))"
grep -q "^Sources/App/OrderDTO.swift:6:16: note: .* \[enum-widened\]$" audit.txt || fail "no xcode-style finding: $(cat audit.txt)"
grep -q "^audit: 0 errors, 0 warnings, 2 notes in 2 types$" audit.txt || fail "no audit summary: $(cat audit.txt)"

step "swift package contractkit audit --fix=diff (and --fix, refused: it writes)"
swift package contractkit audit --contracts Sources/APIModels/contract --swift Sources/App --fix=diff >fix.txt 2>&1 || fail "audit --fix=diff exited $? ($(tail -3 fix.txt))"
grep -q "^fix: would fix 0 findings in 0 files; 2 not fixed$" fix.txt || fail "no fix summary: $(cat fix.txt)"
if swift package contractkit audit --contracts Sources/APIModels/contract --swift Sources/App --fix >fix.txt 2>&1; then fail "audit --fix was allowed"; fi
grep -q "fix.patch" fix.txt || fail "no pointer to --fix=diff: $(cat fix.txt)"

step "swift package contractkit generate (refused: it needs write permission)"
if swift package contractkit generate --contracts Sources/APIModels/contract >gen.txt 2>&1; then fail "plain generate was allowed"; fi
grep -q "run 'swift package contractkit-generate" gen.txt || fail "no pointer to contractkit-generate: $(cat gen.txt)"

step "swift package contractkit-generate, then contractkit generate --check"
swift package --allow-writing-to-package-directory contractkit-generate --contracts Sources/APIModels/contract --output Generated >/dev/null 2>&1 \
  || fail "contractkit-generate failed"
[ -f Generated/Orders.swift ] || fail "Generated/Orders.swift was not written"
swift package contractkit generate --check --contracts Sources/APIModels/contract --output Generated >/dev/null 2>&1 || fail "generate --check found drift"
rm -rf Generated

step "swift build with ContractKitBuildPlugin, then run the demo"
swift build >build.txt 2>&1 || fail "build failed: $(tail -20 build.txt)"
grep -q "Generating Swift DTOs from the contract of APIModels" build.txt || fail "the build-tool plugin did not run"
output="$(swift run --skip-build Demo 2>/dev/null)"
[ "$output" = "$(printf 'generated: o-1 paid 2xA-1 count 1\nhand-written: o-1 paid')" ] || fail "demo printed: $output"
step "ok"
