#!/usr/bin/env python3
"""Snapshot pairs for the benchmark scripts (Benchmarks/cli.sh, Benchmarks/peers-cli.sh).

    python3 Benchmarks/pairs.py KIND DIR N...

For each N, writes DIR/old-N.json and DIR/new-N.json, a sectioned snapshot pair, and
DIR/old-N.txt and DIR/new-N.txt, their item identifiers one per line (what git diff and GNU diff
compare). NEW deletes 10% of OLD's items, inserts 10% new ones, moves 5% within their section
and 1% to another, and changes the content of 5%, the same draws for both kinds:

- `objects`: 100 sections with a header, items {"id": "item-1", "n": "N1", "v": 0};
- `small`: 1,000-item sections, items {"id": "id0000001", "title": "t1"}.
"""
import json
import random
import sys


def mixed(n, sections, rng):
    """OLD's and NEW's identifiers (integers), section by section, and the changed ones."""
    per = n // sections
    old = [list(range(s * per, (s + 1) * per)) for s in range(sections)]
    new, next_id, movers = [], n, []
    for s in range(sections):
        kept = [k for k in old[s] if rng.random() >= 0.10]
        inner = [kept.pop(rng.randrange(len(kept))) for _ in range(per * 5 // 100) if kept]
        movers += [kept.pop(rng.randrange(len(kept))) for _ in range(per // 100) if kept]
        for k in inner + list(range(next_id, next_id + per // 10)):
            kept.insert(rng.randrange(len(kept) + 1), k)
        next_id += per // 10
        new.append(kept)
    for k in movers:
        t = rng.randrange(sections)
        new[t].insert(rng.randrange(len(new[t]) + 1), k)
    changed = set(k for section in new for k in section if rng.random() < 0.05)
    return old, new, changed


def objects(layout, changed):
    return {"sections": [
        {"id": f"s{s}", "header": f"Section {s}",
         "items": [{"id": f"item-{k}", "n": f"N{k}", "v": 1 if k in changed else 0}
                   for k in items]}
        for s, items in enumerate(layout)]}


def small(layout, changed):
    return {"sections": [
        {"id": f"s{s}",
         "items": [{"id": f"id{k:07d}", "title": f"t{k % 97}" + ("x" if k in changed else "")}
                   for k in items]}
        for s, items in enumerate(layout)]}


KINDS = {
    "objects": (lambda n: 100, objects, lambda k: f"item-{k}"),
    "small": (lambda n: max(1, n // 1000), small, lambda k: f"id{k:07d}"),
}


def main():
    kind, directory, sizes = sys.argv[1], sys.argv[2], [int(n) for n in sys.argv[3:]]
    sections, document, name = KINDS[kind]
    for n in sizes:
        old, new, changed = mixed(n, sections(n), random.Random(n))
        for side, layout, side_changed in (("old", old, set()), ("new", new, changed)):
            with open(f"{directory}/{side}-{n}.json", "w") as f:
                json.dump(document(layout, side_changed), f, separators=(", ", ": "))
            with open(f"{directory}/{side}-{n}.txt", "w") as f:
                f.write("\n".join(name(k) for section in layout for k in section) + "\n")


if __name__ == "__main__":
    main()
