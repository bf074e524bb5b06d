#!/usr/bin/env bash
# Builds the DocC documentation of the Snapshots library with only the toolchain:
# symbol graphs from the compiler, then `docc convert` with warnings as errors.
#
#     Scripts/generate-docs.sh [OUTPUT_DIR]      # default: .build/docs/Snapshots.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs/Snapshots.doccarchive}
graphs=.build/symbol-graphs
# A scratch path of its own, with the module's objects removed: the graphs are written only when
# the module is compiled, and an up-to-date build would compile nothing.
scratch=.build/docs-build
rm -rf "$graphs" "$scratch"/*/debug/Snapshots.build && mkdir -p "$graphs" "$(dirname "$output")"
swift build --scratch-path "$scratch" --target Snapshots \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
# Keep only the Snapshots module's graphs (the compiler may also write ones for Swift and others).
find "$graphs" -name '*.symbols.json' ! -name 'Snapshots*' -delete
docc convert Sources/Snapshots/Snapshots.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Snapshots --fallback-bundle-identifier org.snapshots.Snapshots \
  --output-path "$output" --warnings-as-errors
echo "Documentation written to $output"
