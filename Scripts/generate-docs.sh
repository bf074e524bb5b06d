#!/usr/bin/env bash
# Builds the DocC documentation of the library products with only the toolchain: symbol graphs
# from the compiler (extensions of other modules' types included), the module's catalog with the
# guides of Docs/ as articles, then `docc convert` with warnings as errors, one archive per module.
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
# The guides of Docs/ become articles of each module's catalog (copied with the catalog into the
# scratch path, so Docs/ stays where READMEs link to it).
guides_Snapshots="ComingFromUIKit Snapshot Algorithms Batches DataSource Outline Wire Performance"
guides_SnapshotsJSON="CLI Wire"
guides_SnapshotsTesting="Testing"
for module in Snapshots SnapshotsJSON SnapshotsTesting; do
  graphs=.build/symbol-graphs/$module
  rm -rf "$graphs" "$scratch"/*/debug/"$module".build && mkdir -p "$graphs"
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols
  # Keep only this module's graphs (the compiler also writes those of the modules it builds).
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" \
    ! -name "$module@*.symbols.json" -delete
  catalog=$scratch/catalogs/$module.docc
  rm -rf "$catalog" && mkdir -p "$(dirname "$catalog")" && cp -R "Sources/$module/$module.docc" "$catalog"
  guides=guides_$module
  for guide in ${!guides}; do
    # Named apart from symbols and the catalog's own articles (Snapshot, DataSource). Images of
    # Docs/images/ go into the catalog, where DocC finds a resource by its file name.
    sed 's|](images/|](|g' "Docs/$guide.md" >"$catalog/${guide}Guide.md"
  done
  cp Docs/images/*.png "$catalog/"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.snapshots.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
  echo "Documentation of $module written to $output/$module.doccarchive"
done
