#!/usr/bin/env bash
# snapdiff against the JSON diff tools people install, side by side (run by hand: it installs
# packages from PyPI, and neither `swift test` nor CI runs it):
#
#     [SIZES="1000 10000 100000"] [TIMEOUT=120] Benchmarks/peers-cli.sh
#
# It makes a throwaway virtual environment with Python's `jsonpatch`, `deepdiff` and `jsondiff`,
# then, for each size, the sectioned snapshot pair of Benchmarks/cli.sh (Benchmarks/pairs.py
# objects: 100 sections of small objects; 10% deleted, 10% inserted, 5% moved within their
# section, 1% to another, 5% changed), and runs each tool in a process of its own: the time of its diff (for the Python
# tools, the call alone, the documents already loaded; for snapdiff, the whole process of
# `--format jsonpatch`), the process's peak resident size, the number of operations it wrote, and
# whether its result turns OLD into NEW (applied with the tool's own apply, and snapdiff's patch
# with Python's `jsonpatch`, an independent implementation of RFC 6902).
#
# Operations: a JSON Patch's operations (jsonpatch, snapdiff); DeepDiff's reported changes (each
# path in each report: values changed, items added or removed); jsondiff's changed entries (each
# insertion, deletion and replacement of its compact syntax, marshalled, counted down to the
# leaves).
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -a sizes <<<"${SIZES:-1000 10000 100000}"
timeout=${TIMEOUT:-120}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product snapdiff >/dev/null
bin=$PWD/.build/release/snapdiff
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet jsonpatch deepdiff jsondiff
python="$work/venv/bin/python"
versions=$("$python" -c '
import importlib.metadata as m
print(", ".join(f"{p} {m.version(p)}" for p in ("jsonpatch", "deepdiff", "jsondiff")))')

# One tool on one pair, in a process of its own: prints "ms operations turns-old-into-new peak-KB"
# (the peak of this process for a Python tool, of the snapdiff process for snapdiff).
cat >"$work/tool.py" <<'PY'
import json, os, resource, subprocess, sys, time
tool, old_path, new_path, snapdiff = sys.argv[1:5]
peak = None
old, new = (json.load(open(p)) for p in (old_path, new_path))
def leaves(value):
    if isinstance(value, dict):
        return sum(leaves(v) for v in value.values()) or 1
    if isinstance(value, list):
        return sum(leaves(v) for v in value) or 1
    return 1
start = time.perf_counter()
if tool == "jsonpatch":
    import jsonpatch
    patch = jsonpatch.make_patch(old, new)
    elapsed = time.perf_counter() - start
    count, result = len(patch.patch), jsonpatch.apply_patch(old, patch)
elif tool == "deepdiff":
    from deepdiff import DeepDiff, Delta
    diff = DeepDiff(old, new)
    elapsed = time.perf_counter() - start
    count = sum(len(paths) for paths in diff.values())
    result = old + Delta(diff)
elif tool == "jsondiff":
    import jsondiff
    diff = jsondiff.diff(old, new, marshal=True)
    elapsed = time.perf_counter() - start
    count = leaves(diff)
    result = jsondiff.patch(old, diff, marshal=True)
else:  # snapdiff: the whole process, its patch applied by Python's jsonpatch
    import jsonpatch
    child = subprocess.Popen(
        [snapdiff, "--format", "jsonpatch", old_path, new_path], stdout=subprocess.PIPE)
    output = child.stdout.read()
    _, _, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    peak = usage.ru_maxrss
    patch = json.loads(output)
    count, result = len(patch), jsonpatch.apply_patch(old, patch)
peak = peak or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"{elapsed * 1000:.0f} {count} {'yes' if result == new else 'no'} {peak}")
PY

echo "Tools: $versions; $(python3 --version); $(date -u +%Y-%m-%d), $(nproc) cores."
echo
echo "| items | tool | diff ms | peak MB | operations | turns OLD into NEW |"
echo "| --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  python3 Benchmarks/pairs.py objects "$work" "$n"
  for tool in snapdiff jsonpatch deepdiff jsondiff; do
    "$python" - "$python" "$work/tool.py" "$tool" "$work/old-$n.json" "$work/new-$n.json" "$bin" \
      "$timeout" "$n" <<'PY'
import subprocess, sys
python, script, tool, old, new, snapdiff, timeout, n = sys.argv[1:]
try:
    result = subprocess.run([python, script, tool, old, new, snapdiff], capture_output=True,
                            text=True, timeout=float(timeout))
    fields = result.stdout.split() if result.returncode == 0 else ["error", "-", "-", "-"]
except subprocess.TimeoutExpired:
    fields = [f"> {int(timeout) * 1000}", "-", "-", "-"]
ms, count, ok, peak = fields
peak = f"{int(peak) / 1024:.0f}" if peak.isdigit() else "-"
print(f"| {int(n):,} | {tool} | {ms} | {peak} | {count} | {ok} |")
PY
  done
done
