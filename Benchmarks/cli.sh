#!/usr/bin/env bash
# End-to-end benchmark of snapdiff against the line tools, in one run:
#
#     [RUNS=N] [SHAPE_SIZES="N ..."] Benchmarks/cli.sh [SIZES...]
#                               # default: 5 runs; 10000 100000 1000000; shapes at 1000000 10000000
#     [RUNS=N] Benchmarks/cli.sh --merge [SIZES...]   # only the merge table (default 1000000)
#     [RUNS=N] Benchmarks/cli.sh --breakdown [SIZES...]   # phases (default 100000 1000000)
#     [RUNS=N] Benchmarks/cli.sh --git-log   # the driver per file over a 200-commit history
#
# For each size it generates a sectioned snapshot pair (100 sections; 10% of the items deleted,
# 10% inserted, 5% moved within their section, 1% moved to another section, 5% changed content),
# then times `snapdiff --format json` (release build, output to /dev/null) and, on the same
# identifiers one per line, GNU `diff` and `git diff --no-index`, the three in turn, RUNS times.
# Medians; peak memory from the kernel's accounting of the child (ru_maxrss). Then the memory
# table by item shape (small numbers, short strings, typical objects) at SHAPE_SIZES, the
# 1,000 x 1,000 small objects against git diff of the documents themselves, and the deep and wide
# contents.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
merge_only=0
breakdown_only=0
git_log_only=0
if [ "${1:-}" = "--merge" ]; then merge_only=1; shift; fi
if [ "${1:-}" = "--git-log" ]; then git_log_only=1; shift; fi
if [ "${1:-}" = "--breakdown" ]; then breakdown_only=1; shift; fi
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && [ "$merge_only" = 0 ] && [ "$breakdown_only" = 0 ] &&
  [ "$git_log_only" = 0 ] && sizes=(10000 100000 1000000)
swift build -c release --product snapdiff >/dev/null
bin=$PWD/.build/release/snapdiff
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The merge: three documents of N items in 1,000-item sections. OURS inserts, deletes and edits
# 10% of the items (a large branch); THEIRS, a small one, edits 10% of the items OURS keeps and
# moves 1% within 1% of the sections. The merge (`snapdiff merge --output`) and one diff of BASE
# and OURS (`--format json`) run in turn, RUNS times; medians, and the merge's peak resident size
# (run first, alone) against the three inputs' bytes.
merge_table() {
  echo "| items | inputs MB | merge ms | diff ms | merge / diff | merge peak MB | peak / inputs |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
  for n in "$@"; do
    python3 - "$work" "$n" <<'PY'
import random, sys
work, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(n)
sections = max(1, n // 1000)
per = n // sections
base = [list(range(s * per, (s + 1) * per)) for s in range(sections)]
ours, next_id = [], n
for s in range(sections):
    kept = [k for k in base[s] if rng.random() >= 0.10]
    for k in range(next_id, next_id + per // 10):
        kept.insert(rng.randrange(len(kept) + 1), k)
    next_id += per // 10
    ours.append(kept)
edited = set(k for section in ours for k in section if k < n and rng.random() < 0.10)
ours_kept = set(k for section in ours for k in section)
touched = set(rng.sample(range(sections), max(1, sections // 100)))
theirs = []
for s in range(sections):
    kept = list(base[s])
    movable = [k for k in kept if k in ours_kept]
    for _ in range(per // 100 if s in touched else 0):
        k = movable[rng.randrange(len(movable))]
        kept.remove(k)
        kept.insert(rng.randrange(len(kept) + 1), k)
    theirs.append(kept)
renamed = set(k for s in touched for k in theirs[s] if k in ours_kept and rng.random() < 0.10)
def write(name, layout, v, title):
    with open(f"{work}/merge-{name}.json", "w") as f:
        f.write('{"sections": [')
        for s in range(sections):
            items = ", ".join(
                f'{{"id": "item-{k}", "n": "{title(k)}", "v": {v(k)}}}' for k in layout[s])
            f.write(f'{", " if s else ""}{{"id": "s{s}", "items": [{items}]}}')
        f.write("]}\n")
write("base", base, lambda k: 0, lambda k: f"N{k}")
write("ours", ours, lambda k: int(k in edited), lambda k: f"N{k}")
write("theirs", theirs, lambda k: 0, lambda k: f"M{k}" if k in renamed else f"N{k}")
PY
    python3 - "$bin" "$RUNS" "$work" "$n" <<'PY'
import os, resource, subprocess, sys, time
bin, runs, work, n = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
files = [f"{work}/merge-{name}.json" for name in ("base", "ours", "theirs")]
merge = [bin, "merge", "--output", f"{work}/merged.json", *files]
diff = [bin, "--format", "json", files[0], files[1]]
def run(command):
    start = time.perf_counter()
    with open("/dev/null", "w") as null:
        status = subprocess.run(command, stdout=null, stderr=null).returncode
    assert status in (0, 1), (command, status)
    return (time.perf_counter() - start) * 1000
times = [[run(merge)], []]
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
for _ in range(runs):
    times[0].append(run(merge))
    times[1].append(run(diff))
merge_ms, diff_ms = (sorted(t)[len(t) // 2] for t in times)
size = sum(os.path.getsize(f) for f in files)
print(f"| {n:,} | {size / 1e6:.0f} | {merge_ms:.0f} | {diff_ms:.0f} | {merge_ms / diff_ms:.2f}x"
      f" | {peak / 1e6:.0f} | {peak / size:.2f}x |")
PY
  done
}

# The breakdown: the phases of one run (SNAPDIFF_TIMING=1) of each format on N small objects in
# 1,000-item sections ({"id": "id0000001", "title": "t42"}; 10% deleted, 10% inserted, 5% moved
# within their section, 1% to another, 5% changed), medians of RUNS runs, beside the floor measured
# in the same run: reading both files (`cat`, from the page cache) and one byte scan over them
# (`wc -l`), and `git diff --no-index` on the identifiers one per line. The whole run and its peak
# resident size are measured from outside (`/usr/bin/time`-style, by the kernel's accounting).
breakdown_table() {
  echo "| items | input MB | format | read | parse (each) | index (each) | parse+index | diff | stage | write | in-process | whole run | git diff | run / git diff | peak / inputs | cat | wc -l |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  for n in "$@"; do
    mkdir -p "$work/breakdown"
    python3 Benchmarks/pairs.py small "$work/breakdown" "$n"
    python3 - "$bin" "$RUNS" "$work" "$n" <<'PY'
import os, re, resource, subprocess, sys, time
bin, runs, work, n = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
old, new = f"{work}/breakdown/old-{n}.json", f"{work}/breakdown/new-{n}.json"
inputs = os.path.getsize(old) + os.path.getsize(new)
def median(values):
    return sorted(values)[len(values) // 2]
def timed(command, environment=None):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=environment)
    return (time.perf_counter() - start) * 1000, result.stderr.decode()
def peak(command):
    # The peak of one run alone: a child's resident high-water mark, read with wait4.
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.execv(command[0], command)
    _, _, usage = os.wait4(pid, 0)
    return usage.ru_maxrss * 1024
floor = {"cat": [], "wc": [], "git": []}
formats = ["json", "jsonpatch", "text", "html"]
runs_by_format = {f: [] for f in formats}
timing = dict(os.environ, SNAPDIFF_TIMING="1")
for _ in range(runs):
    floor["cat"].append(timed(["cat", old, new])[0])
    floor["wc"].append(timed(["wc", "-l", old, new])[0])
    floor["git"].append(timed(["git", "diff", "--no-index", "--no-color",
                               f"{work}/breakdown/old-{n}.txt", f"{work}/breakdown/new-{n}.txt"])[0])
    for f in formats:
        runs_by_format[f].append(timed([bin, "--format", f, old, new], timing))
git = median(floor["git"])
for f in formats:
    phases = {}
    for _, stderr in runs_by_format[f]:
        for name, ms in re.findall(r"snapdiff timing: (\w[\w ()+]*?) (\d+) ms", stderr):
            phases.setdefault(name, []).append(int(ms))
        for kind in ("parsed", "indexed"):
            values = [int(v) for v in re.findall(kind + r" in (\d+) ms", stderr)]
            phases.setdefault(kind, []).append(max(values))
    ph = {name: median(values) for name, values in phases.items()}
    whole = median([ms for ms, _ in runs_by_format[f]])
    inside = sum(v for k, v in ph.items() if k not in ("parsed", "indexed"))
    top = peak([bin, "--format", f, old, new])
    wall = ph.get("parse and index (both documents at once)", 0)
    print(f"| {n:,} | {inputs / 1e6:.0f} | {f} | {ph.get('read', 0)} | {ph['parsed']} | "
          f"{ph['indexed']} | {wall} | {ph.get('diff', 0)} | {ph.get('stage', '-')} | "
          f"{ph.get('write', 0)} | {inside} | {whole:.0f} | {git:.0f} | {whole / git:.2f}x | "
          f"{top / inputs:.2f}x | {median(floor['cat']):.0f} | {median(floor['wc']):.0f} |")
PY
  done
}

# Small files under git: a repository whose one snapshot file (about 20 items) changes in each of
# 200 commits, `git log -p --ext-diff` with the driver that `git-setup` writes, against git's own
# `git log -p`, RUNS times in turn; the driver's cost per file is the difference over 200. Three
# times: the release build as `swift build` links it (the Swift runtime as shared libraries), one
# with `--static-swift-stdlib` (built into its own scratch directory), and the build that the
# README installs for git, `Scripts/build-snapdiff.sh` (on Linux a static executable); and the
# floor, git running `/bin/true` as the driver (a process and two temporary files per file).
git_log_table() {
  swift build -c release --product snapdiff --static-swift-stdlib \
    --scratch-path "$work/static-build" >/dev/null
  local installed
  installed=$(Scripts/build-snapdiff.sh 2>"$work/build-snapdiff.log") \
    || { cat "$work/build-snapdiff.log" >&2; exit 1; }
  local repo=$work/git-log
  mkdir -p "$repo"
  (
    cd "$repo"
    git init -q .
    git config user.email bench@example.com
    git config user.name bench
    python3 - <<'PY'
import json, random, subprocess
rng = random.Random(200)
items = [{"id": f"c-{i}", "name": f"Name {i}", "n": 0} for i in range(20)]
for commit in range(200):
    items[rng.randrange(len(items))]["n"] += 1
    if commit % 7 == 0:
        items.insert(rng.randrange(len(items) + 1), {"id": f"x-{commit}", "name": "new", "n": 0})
    if commit % 11 == 0 and len(items) > 5:
        items.pop(rng.randrange(len(items)))
    with open("list.snapshot.json", "w") as f:
        f.write(json.dumps(items, indent=1) + "\n")
    subprocess.run(["git", "add", "."], check=True)
    subprocess.run(["git", "commit", "-qm", f"commit {commit}"], check=True)
PY
  )
  echo "| build | git log -p, driver ms | git log -p, git alone ms | driver per file ms |"
  echo "| --- | --- | --- | --- |"
  for build in "$bin" "$work/static-build/release/snapdiff" "$installed" /bin/true; do
    # The floor's attributes and configuration are the release build's, its command /bin/true.
    local setup=$build
    [ "$build" = /bin/true ] && setup=$bin
    (cd "$repo" && "$setup" git-setup >/dev/null)
    [ "$build" = /bin/true ] && git -C "$repo" config diff.snapdiff.command /bin/true
    python3 - "$RUNS" "$repo" "$build" <<'PY'
import subprocess, sys, time
runs, repo, build = int(sys.argv[1]), sys.argv[2], sys.argv[3]
def run(*options):
    start = time.perf_counter()
    subprocess.run(["git", "-C", repo, "log", "-p", *options], stdout=subprocess.DEVNULL,
                   check=True)
    return (time.perf_counter() - start) * 1000
driver, alone = [], []
for _ in range(runs):
    driver.append(run("--ext-diff"))
    alone.append(run("--no-ext-diff"))
d, a = sorted(driver)[runs // 2], sorted(alone)[runs // 2]
kind = ("static Swift runtime (`--static-swift-stdlib`)" if "static-build" in build
        else "`/bin/true`: git's own cost of an external diff" if build == "/bin/true"
        else "installed for git (`Scripts/build-snapdiff.sh`)" if "/.build/snapdiff/" in build
        else "shared Swift runtime (`swift build -c release`)")
print(f"| {kind} | {d:.0f} | {a:.0f} | {(d - a) / 200:.1f} |")
PY
    (cd "$repo" && "$setup" git-setup --remove >/dev/null)
  done
}

if [ "$git_log_only" = 1 ]; then
  git_log_table
  exit 0
fi

if [ "$breakdown_only" = 1 ]; then
  [ ${#sizes[@]} -eq 0 ] && sizes=(100000 1000000)
  breakdown_table "${sizes[@]}"
  exit 0
fi

if [ "$merge_only" = 1 ]; then
  [ ${#sizes[@]} -eq 0 ] && sizes=(1000000)
  merge_table "${sizes[@]}"
  exit 0
fi

python3 Benchmarks/pairs.py objects "$work" "${sizes[@]}"

# measure OLD_JSON NEW_JSON OLD_TXT NEW_TXT: runs snapdiff, GNU diff and git diff in turn, RUNS
# times (this machine's speed drifts: interleaving exposes the three tools to the same drift), and
# prints "snapdiff_median_ms snapdiff_peak_rss_kb gnu_median_ms git_median_ms". snapdiff runs
# first, alone, so that the children's peak resident size is its own.
measure() {
  python3 - "$bin" "$RUNS" "$@" <<'PY'
import resource, subprocess, sys, time
bin, runs, old, new, old_txt, new_txt = sys.argv[1], int(sys.argv[2]), *sys.argv[3:]
commands = [
    [bin, "--format", "json", old, new],
    ["diff", old_txt, new_txt],
    ["git", "diff", "--no-index", "--no-color", old_txt, new_txt],
]
def run(command):
    start = time.perf_counter()
    with open("/dev/null", "w") as null:
        subprocess.run(command, stdout=null, stderr=null)
    return (time.perf_counter() - start) * 1000
times = [[run(commands[0])], [], []]
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
for _ in range(runs):
    for index, command in enumerate(commands):
        times[index].append(run(command))
medians = [sorted(t)[len(t) // 2] for t in times]
print(f"{medians[0]:.1f} {peak} {medians[1]:.1f} {medians[2]:.1f}")
PY
}

echo "| items | input MB | snapdiff ms | peak MB | peak / inputs | GNU diff ms | git diff ms | vs GNU diff | vs git diff |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  old=$work/old-$n.json new=$work/new-$n.json
  bytes=$(( $(stat -c %s "$old") + $(stat -c %s "$new") ))
  read -r snap snap_rss gnu git < <(measure "$old" "$new" "$work/old-$n.txt" "$work/new-$n.txt")
  python3 -c "
n, b, s, r, g, t = $n, $bytes, $snap, $snap_rss, $gnu, $git
print(f'| {n} | {b / 1e6:.1f} | {s:.0f} | {r / 1024:.0f} | {r * 1024 / b:.2f}x | {g:.0f} | {t:.0f} | {s / g:.2f}x | {s / t:.2f}x |')"
done

# Small objects: 1,000 sections of 1,000 items {"id": "id0000001", "title": "t42"}, 5% of the
# titles changed in NEW, written one item per line so that git diff compares the documents
# themselves line by line (the identifiers alone would not differ).
python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
rng = random.Random(1000)
for name, changed in (("old", False), ("new", True)):
    lines = ['{"sections": [']
    for s in range(1000):
        lines.append(f'{{"id": "s{s}", "items": [' if s == 0 else f']}}, {{"id": "s{s}", "items": [')
        for i in range(1000):
            k = s * 1000 + i
            title = f"t{k % 97}" + ("x" if changed and rng.random() < 0.05 else "")
            lines.append(f'{{"id": "id{k:07d}", "title": "{title}"}}' + ("," if i < 999 else ""))
    lines.append("]}]}")
    with open(f"{work}/objects-{name}.json", "w") as f:
        f.write("\n".join(lines) + "\n")
PY
read -r snap snap_rss _ git < <(measure "$work/objects-old.json" "$work/objects-new.json" \
  "$work/objects-old.json" "$work/objects-new.json")
echo
echo "| 1,000 sections x 1,000 small objects | snapdiff ms | git diff ms (the documents) | vs git diff |"
echo "| --- | --- | --- | --- |"
python3 -c "s, t = $snap, $git; print(f'| 1000000 items, 5% changed | {s:.0f} | {t:.0f} | {s / t:.2f}x |')"

# Deep and wide contents: 1,000 items whose content is 990 nested objects, or one object of 1,000
# members, with the members of every object in the opposite order in NEW (equal contents). The
# reference is the same command on OLD twice (contents identical byte for byte: read, no walk).
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def deep(depth, flip):
    value = {"leaf": 1}
    for level in range(depth):
        value = {"b": value, "a": level} if flip else {"a": level, "b": value}
    return value
def wide(width, flip):
    names = [f"m{k}" for k in range(width)]
    return {name: k for k, name in (reversed(list(enumerate(names))) if flip else enumerate(names))}
for shape, make in (("deep", lambda flip: deep(990, flip)), ("wide", lambda flip: wide(1000, flip))):
    for name, flip in (("old", False), ("new", True)):
        with open(f"{work}/{shape}-{name}.json", "w") as f:
            f.write(json.dumps([{"id": i, "v": make(flip)} for i in range(1000)]))  # dumps: the C encoder
PY
echo
echo "| contents | input MB | reordered ms | identical ms | reordered / identical |"
echo "| --- | --- | --- | --- | --- |"
for shape in deep wide; do
  python3 - "$bin" "$RUNS" "$work/$shape-old.json" "$work/$shape-new.json" "$shape" <<'PY'
import os, subprocess, sys, time
bin, runs, old, new, shape = sys.argv[1], int(sys.argv[2]), *sys.argv[3:]
def run(a, b):
    start = time.perf_counter()
    subprocess.run([bin, "-q", a, b])
    return (time.perf_counter() - start) * 1000
pairs = [[], []]
for _ in range(runs):
    pairs[0].append(run(old, new))
    pairs[1].append(run(old, old))
reordered, identical = (sorted(t)[len(t) // 2] for t in pairs)
size = (os.path.getsize(old) + os.path.getsize(new)) / 1e6
print(f"| {shape} | {size:.1f} | {reordered:.0f} | {identical:.0f} | {reordered / identical:.1f}x |")
PY
done

# Memory by item shape: peak resident size against the two inputs' size, for items that are
# small numbers (about 8 bytes of JSON each), short strings (about 11) and typical objects (about
# 45), in 100 sections with the same mix of changes as above.
shape_sizes=(${SHAPE_SIZES:-1000000 10000000})
echo
echo "| shape | items | input MB | snapdiff ms | peak MB | peak / inputs |"
echo "| --- | --- | --- | --- | --- | --- |"
for n in "${shape_sizes[@]}"; do
  for shape in numbers strings objects; do
    python3 - "$work" "$shape" "$n" <<'PY'
import random, sys
work, shape, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(n)
sections = 100
per = n // sections
def item(k, v):
    if shape == "numbers":
        return str(k)
    if shape == "strings":
        return f'"k{k}"'
    return f'{{"id": "item-{k}", "n": "N{k}", "v": {v}}}'
old = [list(range(s * per, (s + 1) * per)) for s in range(sections)]
new, next_id = [], n
for s in range(sections):
    kept = [k for k in old[s] if rng.random() >= 0.10]
    for _ in range(per * 5 // 100):
        if kept:
            kept.insert(rng.randrange(len(kept) + 1), kept.pop(rng.randrange(len(kept))))
    for k in range(next_id, next_id + per // 10):
        kept.insert(rng.randrange(len(kept) + 1), k)
    next_id += per // 10
    new.append(kept)
changed = set(k for section in new for k in section if rng.random() < 0.05)
for name, layout, versions in (("old", old, False), ("new", new, True)):
    with open(f"{work}/{shape}-{name}.json", "w") as f:
        f.write('{"sections": [')
        for s in range(sections):
            items = ", ".join(item(k, int(versions and k in changed)) for k in layout[s])
            f.write(f'{", " if s else ""}{{"id": "s{s}", "items": [{items}]}}')
        f.write("]}\n")
PY
    python3 - "$bin" "$work/$shape-old.json" "$work/$shape-new.json" "$shape" "$n" <<'PY'
import os, resource, subprocess, sys, time
bin, old, new, shape, n = sys.argv[1:]
start = time.perf_counter()
with open("/dev/null", "w") as null:
    subprocess.run([bin, "--format", "json", old, new], stdout=null)
elapsed = (time.perf_counter() - start) * 1000
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
size = os.path.getsize(old) + os.path.getsize(new)
print(f"| {shape} | {int(n):,} | {size / 1e6:.0f} | {elapsed:.0f} | {peak / 1e6:.0f} | {peak / size:.2f}x |")
PY
    rm -f "$work/$shape-old.json" "$work/$shape-new.json"
  done
done

echo
merge_table 1000000
