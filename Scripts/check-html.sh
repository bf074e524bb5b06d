#!/usr/bin/env bash
# Checks `snapdiff --format html` in a real browser: for the three example pairs, a generated
# large pair (10,000 items in 20 sections, about 1,000 changes) and a pair whose identifiers and
# values are hostile markup, headless Chromium loads each page from disk and dumps its DOM after
# the page's script ran. Each page must have run its script without error, carry as many
# deletion, insertion, move and reload marks (data-op, data-scope) as `--format json --stat`
# counts, draw one connector per item move, and show hostile input as text (no element or script
# of its own), and bidirectional controls, line separators and invisible characters in
# identifiers as visible escapes in isolated text. Screenshots go to .build/html/*.png.
#
#     Scripts/check-html.sh
#
# Installs Debian's chromium with apt-get when it is missing (as root, as on CI).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/html
mkdir -p "$out"
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium (headless browser for this check)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
swift build -q --product snapdiff
snapdiff=.build/debug/snapdiff
chrome() { chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "$@" 2>/dev/null; }

python3 - "$out" <<'PY'
import json, random, sys
out = sys.argv[1]
rng = random.Random(31)
def sections(items, count):
    return {"sections": [{"id": f"s{s}", "title": f"Section {s}",
                          "items": items[s * len(items) // count:(s + 1) * len(items) // count]}
                         for s in range(count)]}
old = [{"id": f"post-{i}", "likes": i % 7, "text": f"Post number {i}"} for i in range(10000)]
new = [dict(item) for item in old]
for item in rng.sample(new, 250): item["likes"] += 1                  # 250 reloads
for index in sorted(rng.sample(range(len(new)), 250), reverse=True): del new[index]
for n in range(250): new.insert(rng.randrange(len(new)), {"id": f"new-{n}", "likes": 0, "text": "New"})
for _ in range(250):                                                   # 250 moves
    new.insert(rng.randrange(len(new)), new.pop(rng.randrange(len(new))))
json.dump(sections(old, 20), open(f"{out}/large-old.json", "w"))
json.dump(sections(new, 20), open(f"{out}/large-new.json", "w"))
evil = ['</script><script>alert(1)</script>', '<img src=x onerror="document.title=1">',
        '"><svg onload=alert(1)>', "'&amp;<b>bold</b>"]
hostile_old = {"sections": [{"id": evil[0], "title": evil[1], "items": [
    {"id": evil[1], "v": evil[2]}, {"id": evil[2], "v": 1}, evil[3], "plain"]}]}
hostile_new = {"sections": [{"id": evil[0], "title": evil[1], "items": [
    "plain", {"id": evil[2], "v": evil[0]}, {"id": evil[1], "v": evil[3]}, "added <i>x</i>"]}]}
json.dump(hostile_old, open(f"{out}/hostile-old.json", "w"))
json.dump(hostile_new, open(f"{out}/hostile-new.json", "w"))
# Many small sections: 100,000 of one item, 10% of them changed; the page folds the unchanged
# sections, lists only changed items, and loads interactive within 10 s.
def small_sections(count, per, seed, pad):
    rng = random.Random(seed)
    old = {"sections": [{"id": f"s{s}", "items": [{"id": f"i{s}-{i}", "v": 0, "text": pad}
                                                   for i in range(per)]} for s in range(count)]}
    new = json.loads(json.dumps(old))
    for section in new["sections"]:
        for item in section["items"]:
            if rng.random() < 0.1: item["v"] = 1
    return old, new
# The 20 MB pair: 360,000 items in sections of three, 10% changed, 20 MB a side; each side lists
# at most its first 5,000 changed rows and counts the rest.
for name, count, per, pad in [("sections100k", 100000, 1, "x"), ("sections20mb", 120000, 3, "x" * 14)]:
    old, new = small_sections(count, per, 7, pad)
    json.dump(old, open(f"{out}/{name}-old.json", "w"))
    json.dump(new, open(f"{out}/{name}-new.json", "w"))
# Right-to-left overrides, line separators and invisible characters in identifiers and values.
tricky = ["exe.png\u202edi", "line\u2028break", "zero\u200bwidth"]
json.dump([{"id": tricky[0], "emas": "v"}, {"id": tricky[1], "v": 1}, tricky[2], "plain"],
          open(f"{out}/bidi-old.json", "w", encoding="utf-8"), ensure_ascii=False)
json.dump([{"id": tricky[0], "emas": "w\u202e!"}, {"id": tricky[1], "v": 2}, "plain", tricky[2]],
          open(f"{out}/bidi-new.json", "w", encoding="utf-8"), ensure_ascii=False)
PY

pairs=("Examples/contacts" "Examples/feed" "Examples/settings" "Examples/timeline" "$out/large"
  "$out/hostile" "$out/bidi" "$out/sections100k" "$out/sections20mb")
for pair in "${pairs[@]}"; do
  name=$(basename "$pair")
  "$snapdiff" --format html "$pair-old.json" "$pair-new.json" >"$out/$name.html" || [ $? -eq 1 ]
  "$snapdiff" --format json --stat "$pair-old.json" "$pair-new.json" >"$out/$name.summary.json" \
    || [ $? -eq 1 ]
  started=$(date +%s%N)
  chrome --dump-dom "file://$PWD/$out/$name.html" >"$out/$name.dom"
  elapsed=$((($(date +%s%N) - started) / 1000000))
  # The last batch chosen, as a click on its button chooses it (through the page's #batch=N).
  rm -f "$out/$name.chosen.dom"
  batches=$(grep -o 'data-select="[0-9]*"' "$out/$name.html" | wc -l)
  if [ "$batches" -gt 0 ]; then
    chrome --dump-dom "file://$PWD/$out/$name.html#batch=$((batches - 1))" >"$out/$name.chosen.dom"
  fi
  case "$name" in contacts | feed | settings | bidi)
    chrome --window-size=1280,900 --screenshot="$out/$name.png" "file://$PWD/$out/$name.html"
  esac
  python3 - "$out/$name" "$elapsed" "$(wc -c <"$out/$name.html")" <<'PY'
import json, sys
from html.parser import HTMLParser
base, elapsed, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
name = base.rsplit("/", 1)[-1]
summary = json.load(open(base + ".summary.json"))["summary"]
class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.marks, self.connectors, self.scripts, self.body, self.tags = {}, 0, 0, {}, []
        self.side, self.changed_rows, self.rests, self.moves = None, {}, 0, ""
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag == "section" and attrs.get("aria-label") in ("OLD", "NEW"): self.side = attrs["aria-label"]
        if "changed" in attrs.get("class", "").split():
            self.changed_rows[self.side] = self.changed_rows.get(self.side, 0) + 1
        if "rest" in attrs.get("class", "").split(): self.rests += 1
        if "data-rest-op" in attrs:
            key = (attrs.get("data-scope"), attrs["data-rest-op"])
            self.marks[key] = self.marks.get(key, 0) + int(attrs["data-count"])
        if tag == "body": self.body = attrs
        if tag == "script": self.scripts += 1
        if tag == "path" and "connector" in attrs.get("class", ""): self.connectors += 1
        if "data-op" in attrs:
            key = (attrs.get("data-scope"), attrs["data-op"])
            self.marks[key] = self.marks.get(key, 0) + 1
        self.in_moves = attrs.get("id") == "snapdiff-moves"
    def handle_data(self, data):
        if getattr(self, "in_moves", False): self.moves += data
    def handle_endtag(self, tag):
        self.in_moves = False
page = Page()
page.feed(open(base + ".dom", encoding="utf-8").read())
problems = []
if page.body.get("data-ready") != "true": problems.append("the page's script did not finish")
if "data-error" in page.body: problems.append("script error: " + page.body["data-error"])
names = {"deleted": "delete", "inserted": "insert", "moved": "move", "reloaded": "reload"}
for scope, plural in (("section", "sections"), ("item", "items")):
    for key, op in names.items():
        expected, found = summary[plural][key], page.marks.get((scope, op), 0)
        if expected != found:
            problems.append(f"{found} {scope} {op} marks where --format json counts {expected}")
drawable = len(json.loads(page.moves)) if page.moves else 0
if page.connectors != drawable or (not page.rests and drawable != summary["items"]["moved"]):
    problems.append(f"{page.connectors} moves drawn of {drawable} listed; --format json counts {summary['items']['moved']}")
limit = 5000
for side, rows in page.changed_rows.items():
    if rows > limit: problems.append(f"{side} lists {rows} changed rows, more than the {limit} the page says")
if page.rests and "lists at most 5000 changed rows a side" not in open(base + ".dom", encoding="utf-8").read():
    problems.append("a side is cut but the page does not say so")
if page.scripts != 2: problems.append(f"{page.scripts} script elements (the page has 2)")
for tag, attrs in page.tags:
    if tag in ("img", "b", "i") or any(a.startswith("on") for a in attrs):
        problems.append(f"an element from the input: <{tag} {attrs}>")
def chosen_problems(path):
    try: text = open(path, encoding="utf-8").read()
    except FileNotFoundError: return []
    chosen = Page(); chosen.feed(text)
    batch = chosen.body.get("data-batch")
    found = []
    marks = [a for t, a in chosen.tags if "mark" in a.get("class", "").split()]
    active = [a for a in marks if "active" in a.get("class", "").split()]
    expected = [a for a in marks if a.get("data-batch") == batch]
    if not expected or len(active) != len(expected) or any(a.get("data-batch") != batch for a in active):
        found.append(f"choosing batch {batch} highlights {len(active)} marks, not its {len(expected)}")
    pressed = [a.get("data-select") for t, a in chosen.tags if t == "button" and a.get("aria-pressed") == "true"]
    if pressed != [batch]: found.append(f"the pressed buttons are {pressed}, not batch {batch}")
    shown = [a.get("data-batch") for t, a in chosen.tags if t == "ol" and "steps" in a.get("class", "") and "hidden" not in a]
    if shown != [batch]: found.append(f"the steps shown are {shown}, not batch {batch}'s")
    return found
problems += chosen_problems(base + ".chosen.dom")
if name == "hostile" and "alert(1)" not in open(base + ".dom", encoding="utf-8").read():
    problems.append("the hostile identifiers are not shown as text")
if name.startswith("sections"):
    ready = int(page.body.get("data-ready-ms", "0").split(".")[0] or 0)
    if ready > 10000: problems.append(f"interactive after {ready} ms, not within 10 s")
    listed = [a for t, a in page.tags if t == "li" and "item" in a.get("class", "").split()]
    unmarked = [a for a in listed if "changed" not in a.get("class", "").split()]
    if unmarked:
        problems.append(f"{len(unmarked)} unchanged items listed where the page says it lists only changed ones")
if name == "bidi":
    dom = open(base + ".dom", encoding="utf-8").read()
    for raw in ("\u202e", "\u2028", "\u200b"):
        if raw in dom: problems.append(f"U+{ord(raw):04X} reaches the page raw")
    for shown in (r"exe.png\u202Edi", r"line\u2028break", r"zero\u200Bwidth"):
        if f'<code class="id"><bdi>"{shown}"</bdi></code>' not in dom:
            problems.append(f"the identifier {shown} is not shown escaped and isolated")
marks = sum(page.marks.values())
print(f"{name}: {marks} marks and counted rest, {page.connectors} moves drawn, interactive after "
      f"{page.body.get('data-ready-ms')} ms (its script {page.body.get('data-init-ms')} ms), "
      f"Chromium's whole run {elapsed} ms, {size:,} bytes" + ("" if not problems else ": FAILED"))
for problem in problems: print("  " + problem)
sys.exit(1 if problems else 0)
PY
done
echo "Screenshots: $out/contacts.png, $out/feed.png, $out/settings.png, $out/bidi.png"
