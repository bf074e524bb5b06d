#!/usr/bin/env bash
# Many sections against few, end to end (issue 53): `snapdiff --stat` and `snapdiff apply` of
# N one-item sections that NEW lists reversed, each item moved to the next section, against the
# same N items in √N sections of √N, reversed and shifted alike, the two in turn, RUNS times.
# Medians, and the ratio (the target: within 3x at 1,000,000).
#
#     [RUNS=N] Benchmarks/sections.sh [SIZES...]      # default: 5 runs; 100000 1000000
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(100000 1000000)
swift build -c release --product snapdiff >/dev/null
bin=$PWD/.build/release/snapdiff
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "${sizes[@]}" <<'PY'
import json, math, sys
work = sys.argv[1]
for n in map(int, sys.argv[2:]):
    for shape, sections in (("many", n), ("few", round(math.sqrt(n)))):
        per = n // sections
        def items(s): return [f"i{s * per + k}" for k in range(per)]
        old = {"sections": [{"id": f"s{s}", "items": items(s)} for s in range(sections)]}
        new = {"sections": [{"id": f"s{s}", "items": items((s - 1) % sections)}
                            for s in reversed(range(sections))]}
        for side, doc in (("old", old), ("new", new)):
            with open(f"{work}/{shape}-{n}-{side}.json", "w") as f:
                json.dump(doc, f)
PY

# The seconds one command takes (output discarded).
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null || [ $? -eq 1 ]
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
median() { sort -n | sed -n "$(((RUNS + 1) / 2))p"; }

echo "| items | command | one-item sections s | √N x √N s | ratio |"
echo "| --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  for shape in many few; do
    "$bin" --format json "$work/$shape-$n-old.json" "$work/$shape-$n-new.json" \
      >"$work/$shape-$n-staged.json" || [ $? -eq 1 ]
  done
  for command in --stat apply; do
    : >"$work/many.times"
    : >"$work/few.times"
    # In turn, so that both see the same machine.
    for _ in $(seq "$RUNS"); do
      for shape in many few; do
        old="$work/$shape-$n-old.json"
        if [ "$command" = --stat ]; then
          seconds "$bin" --stat "$old" "$work/$shape-$n-new.json" >>"$work/$shape.times"
        else
          seconds "$bin" apply "$old" "$work/$shape-$n-staged.json" >>"$work/$shape.times"
        fi
      done
    done
    many=$(median <"$work/many.times")
    few=$(median <"$work/few.times")
    printf '| %s | snapdiff %s | %.3f | %.3f | %sx |\n' "$n" "$command" "$many" "$few" \
      "$(echo "scale=2; $many / $few" | bc)"
  done
done
