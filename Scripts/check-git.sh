#!/usr/bin/env bash
# Checks snapdiff inside a real git repository: `snapdiff git-setup`, then what `git diff`,
# `git show --ext-diff`, `git log -p --ext-diff` and `git difftool` show for snapshot files
# (the example pairs and a generated 2,000-item pair), for an added, a deleted and a renamed
# file, for files that are not snapshots (plain JSON, text, binary: a line diff or git's binary
# line, never "external diff died"), and with `--no-ext-diff` (git's own diff); `git merge`
# through the merge driver, clean and conflicted; then
# Scripts/check-git-hostile.sh, the cases a hostile repository brings.
#
#     Scripts/check-git.sh [SNAPDIFF]     # default: the debug build (built here); CI passes the
#                                         # build of Scripts/build-snapdiff.sh
#
# Installs Debian's git with apt-get when it is missing (as root, as on CI).
set -euo pipefail
unset CDPATH  # a `cd` that prints its directory would join the paths captured below
if [ $# -ge 1 ]; then # the binary, resolved from where the script was called
  dir=$(cd "$(dirname "$1")" && pwd) || { echo "check-git: no directory for $1" >&2; exit 1; }
  snapdiff=$dir/$(basename "$1")
fi
cd "$(dirname "$0")/.."
if ! command -v git >/dev/null 2>&1; then
  echo "Installing Debian's git (for this check)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git >/dev/null
fi
root=$PWD
if [ $# -eq 0 ]; then
  swift build -q --product snapdiff
  snapdiff=$PWD/.build/debug/snapdiff
fi
examples=$PWD/Examples
repo=$(mktemp -d)
[ -n "${KEEP_GIT_CHECK:-}" ] || trap 'rm -rf "$repo"' EXIT
fail() { echo "check-git: $*" >&2; exit 1; }

cd "$repo"
export GIT_CONFIG_NOSYSTEM=1 HOME="$repo/home" XDG_CONFIG_HOME="$repo/home/.config"
mkdir -p "$HOME"
git init -q -b main .
git config user.email ci@example.invalid
git config user.name CI
python3 - <<'PY'
import json, random
rng = random.Random(40)
old = [{"id": f"sku-{i}", "price": i % 50} for i in range(2000)]
new = [dict(item) for item in old]
for item in rng.sample(new, 40): item["price"] += 1
for index in sorted(rng.sample(range(len(new)), 30), reverse=True): del new[index]
for n in range(30): new.insert(rng.randrange(len(new)), {"id": f"new-{n}", "price": 0})
for _ in range(20): new.insert(rng.randrange(len(new)), new.pop(rng.randrange(len(new))))
json.dump(old, open("large-old.json", "w"), indent=1)
json.dump(new, open("large-new.json", "w"), indent=1)
PY
pairs=(contacts feed settings timeline)
lay_out() { # old|new: the files as that commit has them
  local side=$1 version=1 word=two
  [ "$side" = old ] || { version=2; word=TWO; }
  for pair in "${pairs[@]}"; do cp "$examples/$pair-$side.json" "$pair.snapshot.json"; done
  cp "large-$side.json" large.snapshot.json
  printf '{"name": "app", "version": %s}\n' "$version" >config.snapshot.json
  printf 'one\n%s\nthree\n' "$word" >notes.snapshot.json
  printf 'bin\000%s' "$word" >image.snapshot.json
}
lay_out old
cp "$examples/settings-old.json" leaving.snapshot.json
cp "$examples/feed-old.json" moving.snapshot.json
git add -A && git commit -qm old

"$snapdiff" git-setup >setup.txt
grep -q '^set diff.snapdiff.command = ' setup.txt || fail "git-setup did not set the driver"
grep -q '^added to .*\.gitattributes: \*\.snapshot\.json diff=snapdiff merge=snapdiff$' setup.txt \
  || fail "git-setup did not write .gitattributes"
"$snapdiff" git-setup | grep -q '^diff.snapdiff.command is set already$' \
  || fail "a second git-setup changed what was set"
# A path without shell characters is written bare (git runs it without sh); the quoted form of an
# earlier git-setup is snapdiff's own, replaced by the next one.
real=$(realpath "$snapdiff")
if [[ "$real" != *[\ \'\"\$\`\\\|\&\;\<\>\(\)\*\?\[\#\~\=\%]* ]]; then
  [ "$(git config --get diff.snapdiff.command)" = "$real" ] \
    || fail "git-setup did not write the bare path: $(git config --get diff.snapdiff.command)"
  git config diff.snapdiff.command "'$real' --git-diff-driver"
  "$snapdiff" git-setup | grep -q "^set diff.snapdiff.command = .* (was '" \
    || fail "git-setup left its earlier quoted driver"
  [ "$(git config --get diff.snapdiff.command)" = "$real" ] || fail "the bare path not set"
fi

lay_out new
cp "$examples/contacts-new.json" added.snapshot.json
git rm -q leaving.snapshot.json
git mv moving.snapshot.json moved.snapshot.json
git add -A

# What git shows, by each command; the checks read them.
shown() { # NAME COMMAND...: the output of a git command, which must succeed quietly
  local name=$1
  shift
  "$@" >"$name.txt" 2>"$name.err" || fail "'$*' exited $?: $(cat "$name.err")"
  if grep -q 'external diff died' "$name.err"; then fail "'$*' said: $(cat "$name.err")"; fi
}
shown diff git diff --cached
git commit -qm new
shown show git show --ext-diff HEAD
shown log git log -p --ext-diff -1
shown plain git diff --no-ext-diff HEAD~1 HEAD

# A reader that stops early (a pager quit, `| head`): the driver's write fails and git stops
# quietly, never with "external diff died". Its output (5,000 changed items) is larger than a
# pipe holds, so the driver writes into the closed pipe whatever the timing.
for version in 0 1; do
  python3 -c '
import json, sys
items = [{"id": f"e-{i}", "v": int(sys.argv[1])} for i in range(5000)]
json.dump(items, open("early.snapshot.json", "w"), indent=1)' "$version"
  git add early.snapshot.json
  git commit -qm "early, version $version"
done
{ git log -p --ext-diff -1 2>early.err | { IFS= read -r line; }; } || true
if grep -q 'external diff died' early.err; then
  fail "a reader that stopped early made git say: $(cat early.err)"
fi
git reset -q --hard HEAD~2

python3 - "$snapdiff" "$examples" <<'PY'
import subprocess, sys
snapdiff, examples = sys.argv[1], sys.argv[2]
def files(path):
    """The text of each file's diff in a git output, by the file's new name."""
    out, name = {}, None
    for line in open(path).read().split("\n"):
        if line.startswith("diff --git "):
            name = line.rsplit(" b/", 1)[1]
            out[name] = []
        elif name is not None:
            out[name].append(line)
    return {key: "\n".join(value) for key, value in out.items()}
def text(old, new):
    result = subprocess.run([snapdiff, old, new], capture_output=True, text=True)
    return result.stdout.rstrip("\n")
expected = {f"{p}.snapshot.json": text(f"{examples}/{p}-old.json", f"{examples}/{p}-new.json")
            for p in ["contacts", "feed", "settings", "timeline"]}
expected["large.snapshot.json"] = text("large-old.json", "large-new.json")
for output in ["diff.txt", "show.txt", "log.txt"]:
    shown = files(output)
    for name, body in expected.items():
        assert name in shown, f"{output}: no header for {name}"
        assert shown[name].split("+++ b/" + name + "\n", 1)[1].rstrip("\n") == body, \
            f"{output}: {name} is not snapdiff's text:\n{shown[name]}"
    assert "--- /dev/null\n+++ b/added.snapshot.json\n" in shown["added.snapshot.json"], output
    assert "new file mode 100644" in shown["added.snapshot.json"], output
    assert "sections: 0 deleted, 5 inserted" in shown["added.snapshot.json"], output
    assert "deleted file mode 100644" in shown["leaving.snapshot.json"], output
    assert "--- a/leaving.snapshot.json\n+++ /dev/null" in shown["leaving.snapshot.json"], output
    assert "rename from moving.snapshot.json\nrename to moved.snapshot.json" in \
        shown["moved.snapshot.json"], output
    assert "is not a snapshot document" in shown["config.snapshot.json"], output
    assert '+{"name": "app", "version": 2}' in shown["config.snapshot.json"], output
    assert "is not JSON" in shown["notes.snapshot.json"] and "+TWO" in shown["notes.snapshot.json"]
    assert "Binary files a/image.snapshot.json and b/image.snapshot.json differ" in \
        shown["image.snapshot.json"], output
plain = open("plain.txt").read()
assert "@@ " in plain and "1 batch;" not in plain and "snapdiff:" not in plain, \
    "--no-ext-diff did not give git's own diff"
print(f"check-git: git diff, show and log -p name each of {len(expected) + 6} files, then snapdiff's output")
PY

# git difftool: the page of each snapshot file, opened by a stub opener that keeps it.
mkdir -p stub pages
printf '#!/bin/sh\ncp "$1" "%s/pages/$(date +%%s%%N).html"\n' "$repo" >stub/xdg-open
chmod +x stub/xdg-open
PATH="$repo/stub:$PATH" git difftool -y --tool=snapdiff HEAD~1 HEAD -- timeline.snapshot.json \
  >difftool.txt 2>&1
grep -q '^snapdiff: opened ' difftool.txt || fail "git difftool opened no page: $(cat difftool.txt)"
page=$(ls pages/*.html | head -n 1)
"$snapdiff" --format json --stat "$examples/timeline-old.json" "$examples/timeline-new.json" \
  >summary.json || [ $? -eq 1 ]
python3 - "$page" summary.json <<'PY'
import json, re, sys
page, summary = open(sys.argv[1]).read(), json.load(open(sys.argv[2]))["summary"]
marks = {}
for op, scope in re.findall(r'data-op="(\w+)" data-scope="(\w+)"', page):
    marks[(scope, op)] = marks.get((scope, op), 0) + 1
words = {"delete": "deleted", "insert": "inserted", "move": "moved", "reload": "reloaded"}
for scope in ["sections", "items"]:
    for op, word in words.items():
        assert marks.get((scope[:-1], op), 0) == summary[scope][word], (scope, op, marks, summary)
print("check-git: git difftool's page marks what --format json counts:", summary["items"])
PY

# --global: the user's configuration and attributes file (HOME is this check's own).
"$snapdiff" git-setup --global '*.list.json' >global.txt
grep -qx '\*.list.json diff=snapdiff merge=snapdiff' "$XDG_CONFIG_HOME/git/attributes" \
  || fail "git-setup --global did not write $XDG_CONFIG_HOME/git/attributes: $(cat global.txt)"
git config --global --get diff.snapdiff.command >/dev/null || fail "no global driver"
"$snapdiff" git-setup --global --remove >/dev/null
if git config --global --get diff.snapdiff.command >/dev/null; then fail "global driver left"; fi
if grep -q 'diff=snapdiff' "$XDG_CONFIG_HOME/git/attributes"; then fail "global line left"; fi

# git merge through the merge driver: two branches edit one list, first different items (a
# clean merge), then one item's member both ways (a conflict; the file stays JSON, ours kept).
git checkout -q -b merge-base
printf '%s\n' '{"meta": {"at": 1}, "sections": [{"id": "s", "items": [' \
  '{"id": "a", "v": 1}, {"id": "b", "v": 1}, {"id": "c", "v": 1}, {"id": "e", "v": 1}]}]}' \
  >merged.snapshot.json
git add merged.snapshot.json && git commit -qm "merge base"
git checkout -q -b merge-theirs
python3 - <<'PY'
import json
d = json.load(open("merged.snapshot.json"))
items = d["sections"][0]["items"]
items[1]["v"] = 2; items.append({"id": "d", "v": 1}); items.insert(0, items.pop(3))
json.dump(d, open("merged.snapshot.json", "w"), indent=2)
PY
git commit -qam "theirs: b changed, d added, e moved to the top"
git checkout -q merge-base && git checkout -q -b merge-ours
python3 - <<'PY'
import json
d = json.load(open("merged.snapshot.json"))
items = d["sections"][0]["items"]
items[0]["v"] = 2; del items[2]; d["meta"]["by"] = "ours"
json.dump(d, open("merged.snapshot.json", "w"), indent=2)
PY
git commit -qam "ours: a changed, c deleted"
git merge -q --no-edit merge-theirs >merge.txt 2>&1 || fail "a merge of different items failed: $(cat merge.txt)"
python3 - <<'PY' || fail "the clean merge is not what both sides did"
import json
d = json.load(open("merged.snapshot.json"))
got = [(i["id"], i["v"]) for i in d["sections"][0]["items"]]
assert got == [("e", 1), ("a", 2), ("b", 2), ("d", 1)], got
assert d["meta"] == {"at": 1, "by": "ours"}, d["meta"]
PY
git checkout -q -b merge-conflict-theirs merge-base
sed -i 's/"id": "a", "v": 1/"id": "a", "v": 3/' merged.snapshot.json && git commit -qam "a is 3"
git checkout -q -b merge-conflict-ours merge-base
sed -i 's/"id": "a", "v": 1/"id": "a", "v": 4/' merged.snapshot.json && git commit -qam "a is 4"
if git merge -q --no-edit merge-conflict-theirs >conflict.txt 2>&1; then
  fail "a merge of one member changed both ways was clean"
fi
grep -q 'conflict: changed: item "a" in section "s", member /v: kept ours' conflict.txt \
  || fail "the conflict was not named: $(cat conflict.txt)"
python3 -c 'import json; d = json.load(open("merged.snapshot.json")); assert d["sections"][0]["items"][0] == {"id": "a", "v": 4}, d' \
  || fail "the conflicted file is not valid JSON with ours kept"
git status --porcelain | grep -q '^UU merged.snapshot.json$' || fail "git does not show the conflict"
git merge --abort
# Both branches add one file: git gives the driver an empty base, an empty document.
git checkout -q -b add-theirs merge-base
printf '["a", "c"]\n' >both.snapshot.json && git add both.snapshot.json && git commit -qm "theirs adds"
git checkout -q -b add-ours merge-base
printf '["a", "b"]\n' >both.snapshot.json && git add both.snapshot.json && git commit -qm "ours adds"
git merge -q --no-edit add-theirs >addadd.txt 2>&1 || fail "an add/add merge failed: $(cat addadd.txt)"
python3 -c 'import json; assert json.load(open("both.snapshot.json")) == ["a", "b", "c"]' \
  || fail "the add/add merge is not both lists: $(cat both.snapshot.json)"
git checkout -q main
echo "check-git: git merge passed"

"$snapdiff" git-setup --remove >remove.txt
grep -q '^unset diff.snapdiff.command$' remove.txt || fail "git-setup --remove left the driver"
grep -q '^unset merge.snapdiff.driver$' remove.txt || fail "git-setup --remove left the merge driver"
if git config --get diff.snapdiff.command >/dev/null; then fail "the driver is still configured"; fi
if grep -q 'snapdiff' .gitattributes; then fail "git-setup --remove left an attribute line"; fi
echo "check-git: passed"

# A hostile repository: names, links and attributes, a case each in a fresh repository.
"$root/Scripts/check-git-hostile.sh" "$snapdiff"
