#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (swiftc -sanitize=fuzzer,address).
# usage: scripts/fuzz.sh [parser|scanner|config|yaml|all] [SECONDS]   (defaults: all, 60)
# Exits non-zero on a crash, a leak, or an input that takes more than 1 s. Inputs that
# reach new coverage are merged into Tests/FuzzCorpus/<target>/, which every
# `swift test` replays; commit them.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"
seconds="${2:-60}"
case "$which" in
  all) targets=(parser scanner config yaml) ;;
  parser|scanner|config|yaml) targets=("$which") ;;
  *) echo "usage: scripts/fuzz.sh [parser|scanner|config|yaml|all] [SECONDS]" >&2; exit 2 ;;
esac

seeds() {
  case "$1" in
    parser) ls schema/*.ts Tests/ContractKitTests/Fixtures/TypeScript/*/*.ts; find Tests/ContractKitTests/Fixtures/TypeScriptSyntax -name "*.ts"; ls Tests/ContractKitTests/Fixtures/Stress/*.ts Tests/ContractKitTests/Fixtures/AuditRules/*.ts; find Tests/ContractKitTests/Fixtures/RealContracts Tests/ContractKitTests/Fixtures/AuditCorpus -name '*.ts' -not -path '*/not-typescript/*' ;;
    scanner) ls Tests/ContractKitTests/Fixtures/Swift/Corpus/*.swift Tests/ContractKitTests/Fixtures/BooksTracker/*/*.swift Tests/ContractKitTests/Fixtures/AuditRules/*.swift generated/ContractKitSupport.swift ;;
    config) ls schema/contractkit.json Tests/ContractKitTests/Fixtures/Stress/contractkit.json ;;
    yaml) ls Tests/ContractKitTests/Fixtures/YAML/* ;;
  esac
}

mkdir -p .build-fuzz
# One binary serves every target: the sources compile once with the sanitizers (they
# took three builds before, about 12 minutes on 2 cores), and CONTRACTKIT_FUZZ_TARGET
# picks the harness at run time (Tests/Fuzz/FuzzMain.swift).
sources=$(find Sources/ContractKit -name '*.swift' | sort)
bin=.build-fuzz/contractkit-fuzz
rm -f "$bin"
echo "building the fuzzer (all targets, one build)…"
start=$(date +%s)
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ContractKitFuzz $sources Tests/Fuzz/*.swift \
  -o "$bin" 2>&1 | grep -v "ld.gold: warning" || true
test -x "$bin" || { echo "build of the fuzzer failed" >&2; exit 2; }
echo "built in $(( $(date +%s) - start ))s"

failed=0
for t in "${targets[@]}"; do
  work="$(mktemp -d)"
  mkdir -p "$work/corpus" "$work/seeds" "Tests/FuzzCorpus/$t"
  for f in $(seeds "$t"); do cp "$f" "$work/seeds/$(echo "$f" | tr '/' '_')"; done
  echo "fuzzing $t for ${seconds}s…"
  set +e
  CONTRACTKIT_FUZZ_TARGET="$t" "$bin" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$work/" "$work/corpus" "Tests/FuzzCorpus/$t" "$work/seeds" > "$work/log" 2>&1
  status=$?
  set -e
  final=$(grep -E "^#[0-9]+.*(DONE|pulse|NEW|REDUCE).*cov:" "$work/log" | tail -n 1 || true)
  runs=$(grep -E "stat::number_of_executed_units" "$work/log" | awk '{print $2}' || true)
  speed=$(grep -E "stat::average_exec_per_sec" "$work/log" | awk '{print $2}' || true)
  echo "$t: exit $status, ${runs:-?} runs, ${speed:-?} exec/s, ${final#*cov: }" | sed 's/  */ /g'
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "$t failed; the last lines of its log:" >&2
    tail -n 30 "$work/log" >&2
    ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* 2>/dev/null >&2 || true
  else
    CONTRACTKIT_FUZZ_TARGET="$t" "$bin" -merge=1 "Tests/FuzzCorpus/$t" "$work/corpus" > /dev/null 2>&1 || true
    echo "$t: corpus now $(ls "Tests/FuzzCorpus/$t" | wc -l) inputs"
    rm -rf "$work"
  fi
done
exit "$failed"
