#!/usr/bin/env bash
# Regenerates generated/ from schema/ after a contract change, then shows what changed.
# usage: scripts/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product contractkit >/dev/null
.build/debug/contractkit generate "$@"
# Also keep the stress fixture's compiled output in step with the generator.
.build/debug/contractkit generate --quiet \
  --contracts Tests/ContractKitTests/Fixtures/Stress \
  --config Tests/ContractKitTests/Fixtures/Stress/contractkit.json \
  --output Tests/StressGenerated 2>/dev/null
# And the BooksTracker fixture app's DTOs and generated mappers (generate --models).
app=Tests/ContractKitTests/Fixtures/BooksTracker
.build/debug/contractkit generate --quiet --config "$app/contractkit.json" --models "$app/App/Models" --output "$app/App/Generated"
git --no-pager diff --stat -- generated Tests/StressGenerated "$app/App/Generated" || true
