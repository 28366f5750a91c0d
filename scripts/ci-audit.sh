#!/usr/bin/env bash
# CI gate: audits the app's Swift DTOs against the contract.
# usage: scripts/ci-audit.sh SWIFT_PATH... 
# Prints GitHub annotations, appends the Markdown report to $GITHUB_STEP_SUMMARY when set,
# and exits 1 when an error-level finding remains (2 on invalid input).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/ci-audit.sh SWIFT_PATH..." >&2
  exit 2
fi
swift build -c release --product contractkit >/dev/null
summary=()
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then summary=(--summary "$GITHUB_STEP_SUMMARY"); fi
.build/release/contractkit audit --swift "$@" --format github --fail-on "${CONTRACTKIT_FAIL_ON:-error}" "${summary[@]}"
