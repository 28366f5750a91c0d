#!/usr/bin/env bash
# CI gate for an app's repository: audits its Swift against its TypeScript contract.
# Run it from the app's repository; every path is relative to where you run it.
#
# usage: path/to/ContractKit/scripts/ci-audit.sh --contracts <path>... --swift <path>... [audit options]
#        path/to/ContractKit/scripts/ci-audit.sh <swift path>...     (contract: ./schema)
#
# Builds contractkit (release) in its own checkout, printing progress, then runs
# `contractkit audit` here: compiler-style findings in the log, GitHub annotations when
# GITHUB_ACTIONS is set, the Markdown report appended to $GITHUB_STEP_SUMMARY when set, and
# a one-line summary. Exits 1 when a finding reaches --fail-on (default: error), 2 on
# invalid input. CONTRACTKIT_FAIL_ON sets --fail-on; CONTRACTKIT_CONFIGURATION=debug builds
# the tool faster (it runs slower).
set -euo pipefail
kit="$(cd "$(dirname "$0")/.." && pwd)"
if [ "$#" -eq 0 ]; then
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
# Bare paths are the Swift to audit, as in earlier versions of this script.
case "$1" in -*) ;; *) set -- --swift "$@" ;; esac

# Its own build folder: the gate never waits for, or disturbs, a build of the kit's checkout.
# CONTRACTKIT_CONFIGURATION=debug builds in about a third of the CPU time, for a job that
# rebuilds the tool every run on a small app; the audit itself then runs several times slower.
scratch="$kit/.build/ci-audit"
config="${CONTRACTKIT_CONFIGURATION:-release}"
case "$config" in release|debug) ;; *) echo "ci-audit: error: CONTRACTKIT_CONFIGURATION is '$config'; use release or debug" >&2; exit 2;; esac
echo "ci-audit: building contractkit in $kit ($config; the first build takes a few minutes)" >&2
swift build --package-path "$kit" --scratch-path "$scratch" -c "$config" --product contractkit 2>&1 | sed -u 's/^/ci-audit:   /' >&2
bin="$(swift build --package-path "$kit" --scratch-path "$scratch" -c "$config" --show-bin-path)/contractkit"

args=(--fail-on "${CONTRACTKIT_FAIL_ON:-error}")
if [ -n "${GITHUB_ACTIONS:-}" ]; then args+=(--format github); else args+=(--format xcode); fi
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then args+=(--summary "$GITHUB_STEP_SUMMARY"); fi
echo "ci-audit: contractkit audit $*" >&2
exec "$bin" audit "$@" "${args[@]}"
