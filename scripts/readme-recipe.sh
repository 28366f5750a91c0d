#!/usr/bin/env bash
# Runs the README's CI recipe exactly as written, from an app repository outside this
# checkout: a copy of Tests/ContractKitTests/Fixtures/CIRecipeApp with this checkout as
# `.contractkit`. The app has one planted error, so the recipe must exit 1 and say so.
# usage: scripts/readme-recipe.sh
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
recipe="$(awk '/<!-- ci-recipe -->/{on=1; next} /<!-- \/ci-recipe -->/{on=0} on && !/^```/' "$kit/README.md")"
[ -n "$recipe" ] || { echo "readme-recipe: no <!-- ci-recipe --> block in README.md" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/contractkit-recipe.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$kit/Tests/ContractKitTests/Fixtures/CIRecipeApp" "$work/app"
ln -s "$kit" "$work/app/.contractkit"
cd "$work/app"
echo "readme-recipe: $recipe" >&2
status=0
bash -c "$recipe" >out.txt 2>err.txt || status=$?
fail() { echo "readme-recipe: FAILED: $*" >&2; cat out.txt err.txt >&2; exit 1; }
[ "$status" -eq 1 ] || fail "exit $status, expected 1 (one planted error)"
grep -q "^ios/Sources/DTOs/OrderDTO.swift:12:16: error: .*couponCode.* \[extra-required-field\]$" out.txt || fail "the planted error is missing"
grep -q "^ci-audit: building contractkit" err.txt || fail "no build progress"
grep -q "^audit: 1 error, 0 warnings, 2 notes in 2 types$" err.txt || fail "no summary line"
echo "readme-recipe: ok" >&2
