#!/usr/bin/env bash
# Fuzzes snapdiff's JSON reader and document-to-snapshot step with libFuzzer and AddressSanitizer
# (which also reports leaks).
#
#     Scripts/fuzz.sh SECONDS [extra libFuzzer options]
#
# Builds .build/fuzz/snapdiff-fuzz from the library sources, the CLI sources (all but main.swift)
# and Fuzz/FuzzTarget.swift as one module, seeds the corpus with Examples/ and Fuzz/corpus/, and
# runs for SECONDS. Crashers are written to .build/fuzz/artifacts/; add each as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Scripts/fuzz.sh SECONDS}
shift
export SWIFT_BACKTRACE=enable=no   # otherwise a crash waits in the backtracer
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
cp Examples/*.json Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
sources=$(find Sources/Snapshots -name '*.swift'; find Sources/snapdiff -name '*.swift' ! -name main.swift)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name Snapshots \
  -suppress-warnings $sources Fuzz/FuzzTarget.swift -o "$out/snapdiff-fuzz"
"$out/snapdiff-fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -max_len=4096 -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
