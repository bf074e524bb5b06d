#!/usr/bin/env bash
# Checks snapdiff in a hostile repository (issue 53): file names, attributes and links that must
# never forge output, hide a diff or write outside the repository. Each case is a function run in
# a fresh repository; every case runs, and the script fails naming each case that failed.
#
#     Scripts/check-git-hostile.sh [SNAPDIFF]     # default: the debug build (built here)
#
# Planting a fix's reversal: pass a snapdiff built without the fixes and every case fails.
set -uo pipefail
unset CDPATH  # a `cd` that prints its directory would join the paths captured below
if [ $# -ge 1 ]; then # the binary, resolved from where the script was called
  dir=$(cd "$(dirname "$1")" && pwd) || { echo "check-git-hostile: no directory for $1" >&2; exit 1; }
  snapdiff=$dir/$(basename "$1")
fi
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  swift build -q --product snapdiff || exit 1
  snapdiff=$PWD/.build/debug/snapdiff
fi
work=$(mktemp -d)
[ -n "${KEEP_GIT_CHECK:-}" ] || trap 'rm -rf "$work"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_PAGER=cat PAGER=cat
failed=()

# A fresh repository, and a home of its own (a case that goes wrong may write the user's git
# configuration), with snapdiff's two settings as git-setup writes them; the case runs inside it.
repository() { # NAME
  local repo="$work/$1"
  export HOME="$work/$1-home" XDG_CONFIG_HOME="$work/$1-home/.config"
  mkdir -p "$HOME" "$repo" && cd "$repo" || return 1
  printf '[user]\n\temail = ci@example.invalid\n\tname = CI\n' >"$HOME/.gitconfig"
  git init -q -b main .
  # What the checks write stays out of the commits.
  printf '%s\n' '*.txt' '*.err' stub/ page.html attributes-before >.git/info/exclude
  git config diff.snapdiff.command "'$snapdiff' --git-diff-driver"
  git config difftool.snapdiff.cmd "'$snapdiff' git-difftool \"\$LOCAL\" \"\$REMOTE\" \"\$MERGED\""
}
commit() { git add -A && git commit -qm "$1"; }
# Runs a git command; fails the case when it exits non-zero or git says the driver died.
git_ok() { # OUT COMMAND...
  local out=$1
  shift
  "$@" >"$out" 2>"$out.err" || { echo "'$*' exited $?: $(cat "$out.err")"; return 1; }
  if grep -q 'external diff died' "$out.err"; then echo "'$*': $(cat "$out.err")"; return 1; fi
}
run_case() { # NAME: runs case_NAME in a subshell, recording a failure
  local output
  if output=$( (set -e; "case_$1") 2>&1); then
    echo "check-git-hostile: $1 passed"
  else
    echo "check-git-hostile: $1 FAILED: $output" >&2
    failed+=("$1")
  fi
}

# 1. A .gitattributes that is a link (to the user's git configuration, or relative) or a FIFO is
#    never written through, and git-setup neither hangs nor touches the target.
case_attributes_link() {
  repository attributes-link
  cp "$HOME/.gitconfig" "$work/gitconfig-before"
  ln -s "$HOME/.gitconfig" .gitattributes
  if "$snapdiff" git-setup >out.txt 2>&1; then echo "git-setup exited 0: $(cat out.txt)"; return 1; fi
  grep -q 'is a symbolic link' out.txt || { echo "no reason given: $(cat out.txt)"; return 1; }
  cmp -s "$HOME/.gitconfig" "$work/gitconfig-before" || { echo "~/.gitconfig was written"; return 1; }
  git status >/dev/null || { echo "git is broken"; return 1; }
  rm .gitattributes && echo 'outside' >../outside.txt && ln -s ../outside.txt .gitattributes
  "$snapdiff" git-setup >out.txt 2>&1 || true
  [ "$(cat ../outside.txt)" = outside ] || { echo "a relative link was written through"; return 1; }
  rm .gitattributes && mkfifo .gitattributes
  timeout 10 "$snapdiff" git-setup >out.txt 2>&1
  [ $? -ne 124 ] || { echo "git-setup hung on a FIFO"; return 1; }
  grep -q 'not a regular file' out.txt || { echo "FIFO: $(cat out.txt)"; return 1; }
}

# 2. Files named like options are paths: the diff shows them and the files after them, and
#    difftool opens their page.
case_option_names() {
  repository option-names
  printf '%s\n' '*.snapshot.json diff=snapdiff' '--color diff=snapdiff' >.gitattributes
  for name in --color=x.snapshot.json --color z.snapshot.json; do echo '["a"]' >"./$name"; done
  commit old
  for name in --color=x.snapshot.json --color z.snapshot.json; do echo '["a", "b"]' >"./$name"; done
  git_ok diff.txt git diff
  for name in --color=x.snapshot.json --color z.snapshot.json; do
    grep -q "^diff --git a/$name b/$name\$" diff.txt || { echo "no diff of $name: $(cat diff.txt)"; return 1; }
  done
  [ "$(grep -c '^  + item \[0, 1\] "b"$' diff.txt)" = 3 ] || { echo "$(cat diff.txt)"; return 1; }
  mkdir -p stub && printf '#!/bin/sh\ncp "$1" %s/page.html\n' "$PWD" >stub/xdg-open && chmod +x stub/xdg-open
  PATH="$PWD/stub:$PATH" git difftool -y --tool=snapdiff -- ./--color=x.snapshot.json >tool.txt 2>&1
  grep -q '^snapdiff: opened ' tool.txt || { echo "difftool: $(cat tool.txt)"; return 1; }
}

# 3. A work-tree file named `-` is read as a file, never from standard input.
case_dash_file() {
  repository dash-file
  echo '- diff=snapdiff' >.gitattributes
  echo '["a"]' >-
  commit old
  echo '["a", "b"]' >-
  echo '["forged"]' | git diff >diff.txt 2>&1
  grep -q '^  + item \[0, 1\] "b"$' diff.txt || { echo "$(cat diff.txt)"; return 1; }
  if grep -q forged diff.txt; then echo "standard input was read: $(cat diff.txt)"; return 1; fi
}

# 4. A newline (and quotes) in a name are quoted as git quotes them: no line is forged.
case_newline_name() {
  repository newline-name
  echo '*.snapshot.json diff=snapdiff' >.gitattributes
  name=$'nl\nError: forged "q".snapshot.json'
  echo '["a"]' >"$name"
  commit old
  echo '["a", "b"]' >"$name"
  git_ok diff.txt git diff
  grep -qF 'diff --git "a/nl\nError: forged \"q\".snapshot.json" "b/nl\nError: forged \"q\".snapshot.json"' diff.txt \
    || { echo "$(cat diff.txt)"; return 1; }
  grep -qF '+++ "b/nl\nError: forged \"q\".snapshot.json"' diff.txt || { echo "$(cat diff.txt)"; return 1; }
  if grep -q '^Error: forged' diff.txt; then echo "a line was forged: $(cat diff.txt)"; return 1; fi
  # git's own diff quotes the same way.
  git diff --no-ext-diff >plain.txt
  [ "$(head -n 1 plain.txt)" = "$(head -n 1 diff.txt)" ] \
    || { echo "git quotes otherwise: $(head -n 1 plain.txt)"; return 1; }
}

# 5. A name that is not UTF-8 keeps its diff under git diff, log -p and difftool.
case_latin1_name() {
  repository latin1-name
  echo '*.snapshot.json diff=snapdiff' >.gitattributes
  name=$(printf 'caf\351.snapshot.json')
  echo '["a"]' >"$name"
  commit old
  echo '["a", "b"]' >"$name"
  git_ok diff.txt git diff
  grep -q '^  + item \[0, 1\] "b"$' diff.txt || { echo "diff: $(cat diff.txt)"; return 1; }
  git diff --no-ext-diff >plain.txt
  [ "$(head -n 1 diff.txt)" = "$(head -n 1 plain.txt)" ] || { echo "header: $(head -n 1 diff.txt)"; return 1; }
  commit new
  git_ok log.txt git log -p --ext-diff -1
  grep -q '^  + item \[0, 1\] "b"$' log.txt || { echo "log: $(cat log.txt)"; return 1; }
  mkdir -p stub && printf '#!/bin/sh\ncp "$1" %s/page.html\n' "$PWD" >stub/xdg-open && chmod +x stub/xdg-open
  PATH="$PWD/stub:$PATH" git difftool -y --tool=snapdiff HEAD~1 HEAD >tool.txt 2>&1
  grep -q '^snapdiff: opened ' tool.txt || { echo "difftool: $(cat tool.txt)"; return 1; }
  # A UTF-8 name beyond ASCII is quoted as core.quotePath says, as git quotes it.
  echo '["a"]' >é.snapshot.json
  commit utf-8
  echo '["b"]' >é.snapshot.json
  for setting in true false; do
    git -c core.quotePath=$setting diff >utf8.txt
    git -c core.quotePath=$setting diff --no-ext-diff >utf8-plain.txt
    [ "$(head -n 1 utf8.txt)" = "$(head -n 1 utf8-plain.txt)" ] \
      || { echo "quotePath=$setting: $(head -n 1 utf8.txt)"; return 1; }
  done
}

# 6. The identifier member comes from the file's path in the repository, whatever git's display
#    prefix (`--relative`, `diff.relative`, from a subdirectory).
case_relative() {
  repository relative
  mkdir sub
  echo 'sub/*.json diff=snapdiff snapdiff-id=sku' >.gitattributes
  # Keyed by sku: one item changes its price. Keyed by id, the items are no snapshot document.
  echo '[{"sku": "a", "p": 1}, {"sku": "b", "p": 1}]' >sub/cat.json
  commit old
  echo '[{"sku": "a", "p": 2}, {"sku": "b", "p": 1}]' >sub/cat.json
  expected='items: 0 deleted, 0 inserted, 0 moved, 1 reloaded'
  (cd sub && git diff --relative) >rel.txt
  (cd sub && git -c diff.relative=true diff) >>rel.txt
  (cd sub && git diff) >>rel.txt
  git diff >>rel.txt
  commit new
  (cd sub && git log -p --ext-diff --relative -1) >>rel.txt
  (cd sub && git show --ext-diff --relative HEAD) >>rel.txt
  [ "$(grep -c "$expected" rel.txt)" = 6 ] || { echo "$(cat rel.txt)"; return 1; }
}

# 7. Patterns with spaces or a leading # are quoted (git reads them, --remove finds them); empty,
#    negative and attribute-carrying patterns are refused, with nothing written.
case_patterns() {
  repository patterns
  mkdir 'My Fixtures'
  echo '["a"]' >'My Fixtures/list.json'
  echo '["a"]' >'#odd.json'
  commit old
  "$snapdiff" git-setup 'My Fixtures/*.json' '#odd.json' >setup.txt
  git status 2>&1 | grep -q 'warning' && { echo "git warns: $(git status 2>&1 | head -3)"; return 1; }
  echo '["a", "b"]' >'My Fixtures/list.json'
  echo '["a", "b"]' >'#odd.json'
  git_ok diff.txt git diff
  [ "$(grep -c '^  + item \[0, 1\] "b"$' diff.txt)" = 2 ] || { echo "$(cat diff.txt)"; return 1; }
  cp .gitattributes attributes-before
  for pattern in '' '!*.json' '*.json diff=other'; do
    if "$snapdiff" git-setup -- "$pattern" >refused.txt 2>&1; then
      echo "'$pattern' was accepted: $(cat refused.txt)"
      return 1
    fi
  done
  cmp -s .gitattributes attributes-before || { echo "a refused pattern was written"; return 1; }
  "$snapdiff" git-setup --remove 'My Fixtures/*.json' '#odd.json' >remove.txt
  if grep -q snapdiff .gitattributes; then echo "left: $(cat .gitattributes)"; return 1; fi
  # A CRLF attributes file, and a line of a lone CR: read line by line, written back with CRs.
  printf '*.txt text\r\n\r \n*.snapshot.json diff=snapdiff\r\n' >.gitattributes
  "$snapdiff" git-setup --remove '*.snapshot.json' >remove.txt
  [ "$(cat .gitattributes)" = "$(printf '*.txt text\r\n\r ')" ] \
    || { echo "CRLF: $(od -c .gitattributes | head -3)"; return 1; }
}

# 8. A mode change and a pure rename show git's header alone; an empty file is an empty list.
case_mode_rename_empty() {
  repository mode-rename-empty
  echo '*.snapshot.json diff=snapdiff' >.gitattributes
  echo '["a"]' >mode.snapshot.json
  echo '["a"]' >moving.snapshot.json
  : >empty.snapshot.json
  commit old
  chmod +x mode.snapshot.json
  git mv moving.snapshot.json moved.snapshot.json
  echo '["a"]' >empty.snapshot.json
  : >added-empty.snapshot.json
  git add -A
  git_ok diff.txt git diff --cached -M
  if grep -q '^snapdiff:' diff.txt; then echo "a notice: $(cat diff.txt)"; return 1; fi
  # For those, snapdiff writes what git writes.
  paths=(mode.snapshot.json moving.snapshot.json moved.snapshot.json added-empty.snapshot.json)
  git diff --cached -M -- "${paths[@]}" >ext.txt
  git diff --cached -M --no-ext-diff -- "${paths[@]}" >plain.txt
  cmp -s ext.txt plain.txt || { echo "$(diff ext.txt plain.txt)"; return 1; }
  grep -q 'items: 0 deleted, 1 inserted' diff.txt || { echo "empty: $(cat diff.txt)"; return 1; }
  # A mode change in the work tree (git passes zeros for its object): git's lines alone.
  commit new
  chmod -x mode.snapshot.json
  git diff -- mode.snapshot.json >ext.txt
  git diff --no-ext-diff -- mode.snapshot.json >plain.txt
  cmp -s ext.txt plain.txt || { echo "work tree: $(diff ext.txt plain.txt)"; return 1; }
}

# 9. An empty snapdiff-id is refused as --id= is: a notice and a line diff, never items matched by
#    the member "".
case_empty_identifier() {
  repository empty-identifier
  echo '*.json diff=snapdiff snapdiff-id=' >.gitattributes
  echo '[{"": 1, "v": 1}]' >list.json
  commit old
  echo '[{"": 1, "v": 2}]' >list.json
  git_ok diff.txt git diff
  grep -q '^snapdiff: the attribute snapdiff-id of b/list.json is empty' diff.txt \
    || { echo "$(cat diff.txt)"; return 1; }
  grep -q '^+\[{"": 1, "v": 2}\]$' diff.txt || { echo "no line diff: $(cat diff.txt)"; return 1; }
}

for name in attributes_link option_names dash_file newline_name latin1_name relative patterns \
  mode_rename_empty empty_identifier; do
  run_case "$name"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "check-git-hostile: ${#failed[@]} failed: ${failed[*]}" >&2
  exit 1
fi
echo "check-git-hostile: passed"
