#!/usr/bin/env bash
# Fuzzes with libFuzzer and AddressSanitizer (which also reports leaks).
#
#     Scripts/fuzz.sh SECONDS [reader|decoding] [extra libFuzzer options]
#
# reader (the default): snapdiff's JSON reader, the document-to-snapshot step, the changeset and
#   the formatters (Fuzz/FuzzTarget.swift, with the libraries and the CLI sources but main.swift);
#   the corpus is seeded with Examples/ and Fuzz/corpus/.
# decoding: every Decodable of the library from JSON (Fuzz/DecodingFuzzTarget.swift, with the
#   library sources); the corpus is seeded with Fuzz/corpus-decoding/.
#
# Builds .build/fuzz/TARGET/fuzz and runs it for SECONDS. Crashers are written to
# .build/fuzz/TARGET/artifacts/; add each as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Scripts/fuzz.sh SECONDS [reader|decoding]}
target=${2:-reader}
shift $(($# >= 2 ? 2 : 1))
export SWIFT_BACKTRACE=enable=no   # otherwise a crash waits in the backtracer
out=.build/fuzz/$target
mkdir -p "$out/corpus" "$out/artifacts"
library=$(find Sources/Snapshots -name '*.swift')
json=$(find Sources/SnapshotsJSON -name '*.swift')
max_len=4096
case "$target" in
  reader)
    cp Examples/*.json Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
    # Long enough for the seeds that reach 1,000 levels by copies (37 KB) and large arrays.
    max_len=65536
    sources="$library $json $(find Sources/snapdiff -name '*.swift' ! -name main.swift) Fuzz/FuzzTarget.swift"
    ;;
  decoding)
    cp Fuzz/corpus-decoding/* "$out/corpus/"
    sources="$library Fuzz/DecodingFuzzTarget.swift"
    ;;
  *) echo "Error: unknown fuzz target '$target' (expected reader or decoding)" >&2; exit 2 ;;
esac
# One module: the package's own imports are dropped from copies of the sources.
rm -rf "$out/sources" && mkdir -p "$out/sources"
index=0
for source in $sources; do
  index=$((index + 1))
  grep -v -E '^@?(testable )?import Snapshots(JSON)?$' "$source" >"$out/sources/$index-$(basename "$source")"
done
sources=$(find "$out/sources" -name '*.swift')
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Snapshots -package-name snapshots \
  -suppress-warnings $sources -o "$out/fuzz"
"$out/fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -max_len="$max_len" -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
