#!/usr/bin/env bash
# Runs snapdiff on every file of the JSONTestSuite parsing corpus, raw and embedded as an item's
# content in a valid snapshot, and fails unless:
#   y_*  is accepted (raw: exit 0 or 1, or exit 2 for a document of the wrong shape, never
#        "invalid JSON"; embedded: exit 0 or 1, or exit 2 for an object that repeats a member
#        name, which snapdiff refuses as I-JSON does, never "invalid JSON"),
#   n_*  is rejected with exit 2 and "invalid JSON" (raw and embedded),
#   i_*  never crashes (exit status above 2, or a signal) or hangs (10 s).
#
#     Scripts/json-conformance.sh DIR      # DIR holds test_parsing/ (or is it)
#     SNAPDIFF=path/to/snapdiff Scripts/json-conformance.sh DIR
set -uo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: Scripts/json-conformance.sh DIR}
[ -d "$dir/test_parsing" ] && dir="$dir/test_parsing"
# SNAPDIFF names a release binary built already (CI links the benchmark package's); otherwise
# this builds one.
bin=${SNAPDIFF:-}
if [ -z "$bin" ]; then
  swift build -c release --product snapdiff >/dev/null || exit 2
  bin=.build/release/snapdiff
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '[]' > "$work/empty.json"
printf '[{"id": 1, "v": 0}]' > "$work/reference.json"
failures=0 checked=0
fail() { echo "FAIL $1: $2"; failures=$((failures + 1)); }
for file in "$dir"/*.json; do
  name=$(basename "$file")
  kind=${name%%_*}
  { printf '[{"id": 1, "v": '; cat "$file"; printf '}]'; } > "$work/embedded.json"
  for form in raw embedded; do
    input=$file
    [ "$form" = embedded ] && input="$work/embedded.json"
    stderr=$(timeout 10 "$bin" -q "$input" "$work/reference.json" 2>&1 >/dev/null)
    status=$?
    checked=$((checked + 1))
    if [ $status -eq 124 ]; then fail "$name ($form)" "hung"; continue; fi
    if [ $status -gt 2 ]; then fail "$name ($form)" "crashed with status $status"; continue; fi
    case "$kind" in
      y)
        if [ $status -eq 2 ] && [[ "$stderr" != *"invalid snapshot: duplicate member"* ]] \
          && { [ "$form" = embedded ] || [[ "$stderr" == *"invalid JSON"* ]]; }; then
          fail "$name ($form)" "rejected: $stderr"
        fi ;;
      n)
        if [ $status -ne 2 ] || [[ "$stderr" != *"invalid JSON"* ]]; then
          fail "$name ($form)" "not rejected as invalid JSON (status $status): $stderr"
        fi ;;
    esac
  done
done
echo "$failures failed, $((checked - failures)) passed"
[ $failures -eq 0 ]
