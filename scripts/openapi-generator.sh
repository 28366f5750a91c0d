#!/usr/bin/env bash
# Builds swift-openapi-generator offline, from local git mirrors, so that
# OpenAPIGeneratorAcceptanceTests can run the generator on the documents `contractkit openapi`
# exports. The generator is never a dependency of ContractKit: this builds it apart.
#
# usage: scripts/openapi-generator.sh MIRRORS [BUILD]
#   MIRRORS  a folder with one git repository (bare or not, or a symlink to one) per package,
#            named after the package: swift-openapi-generator, swift-openapi-runtime,
#            swift-http-types, swift-algorithms, swift-numerics, swift-argument-parser, Yams,
#            OpenAPIKit (and, used where present, swift-docc-plugin and swift-docc-symbolkit,
#            which OpenAPIKit names but SwiftPM 6 does not fetch for this build).
#            Default: $OPENAPI_GENERATOR_MIRRORS.
#   BUILD    where the generator is checked out and built (default: a folder beside MIRRORS).
# env: OPENAPI_GENERATOR_TAG  the release to build (default 1.13.0, which builds with Swift 6).
# Each dependency's GitHub address (with and without `.git`) is pointed at its mirror with
# `swift package config set-mirror`, so no request leaves the machine. The last line printed
# is the executable; run the tests with it:
#   SWIFT_OPENAPI_GENERATOR=<that path> swift test --filter OpenAPIGeneratorAcceptanceTests
set -euo pipefail
mirrors="${1:-${OPENAPI_GENERATOR_MIRRORS:-}}"
[ -n "$mirrors" ] && [ -d "$mirrors" ] || { echo "usage: $0 MIRRORS [BUILD] (or set OPENAPI_GENERATOR_MIRRORS)" >&2; exit 2; }
mirrors="$(cd "$mirrors" && pwd)"
build="${2:-$mirrors/../swift-openapi-generator-build}"
tag="${OPENAPI_GENERATOR_TAG:-1.13.0}"

# The packages the generator's Package.swift reaches, directly or through a dependency.
packages=(
  apple/swift-openapi-runtime apple/swift-http-types apple/swift-algorithms apple/swift-numerics
  apple/swift-argument-parser jpsim/Yams mattpolzin/OpenAPIKit
)
for package in swift-openapi-generator "${packages[@]}"; do
  [ -e "$mirrors/${package##*/}" ] || { echo "$mirrors/${package##*/}: error: no mirror of ${package##*/}" >&2; exit 2; }
done
for package in apple/swift-docc-plugin apple/swift-docc-symbolkit swiftlang/swift-docc-symbolkit; do
  [ -e "$mirrors/${package##*/}" ] && packages+=("$package")
done

mkdir -p "$build"
source="$build/swift-openapi-generator"
if [ ! -d "$source/.git" ]; then
  git clone --quiet "$mirrors/swift-openapi-generator" "$source"
fi
git -C "$source" -c advice.detachedHead=false checkout --quiet "$tag"

for package in "${packages[@]}"; do
  for suffix in "" ".git"; do
    (cd "$source" && swift package config set-mirror \
      --original "https://github.com/$package$suffix" --mirror "$mirrors/${package##*/}")
  done
done

(cd "$source" && swift build -c release --product swift-openapi-generator >&2)
echo "$source/.build/release/swift-openapi-generator"
