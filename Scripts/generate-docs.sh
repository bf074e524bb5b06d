#!/usr/bin/env bash
# Builds the DocC documentation of the library products with only the toolchain: symbol graphs
# from the compiler, then `docc convert` with warnings as errors, one archive per module.
#
#     Scripts/generate-docs.sh [OUTPUT_DIR]      # default: .build/docs
#
# writes OUTPUT_DIR/Snapshots.doccarchive, OUTPUT_DIR/SnapshotsJSON.doccarchive and
# OUTPUT_DIR/SnapshotsTesting.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
# A scratch path of its own, with each module's objects removed: the graphs are written only
# when a module is compiled, and an up-to-date build would compile nothing.
scratch=.build/docs-build
mkdir -p "$output"
for module in Snapshots SnapshotsJSON SnapshotsTesting; do
  graphs=.build/symbol-graphs/$module
  rm -rf "$graphs" "$scratch"/*/debug/"$module".build && mkdir -p "$graphs"
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
  # Keep only this module's graphs (the compiler also writes those of the modules it builds).
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" \
    ! -name "$module@*.symbols.json" -delete
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.snapshots.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
  echo "Documentation of $module written to $output/$module.doccarchive"
done
