#!/usr/bin/env bash
# Prints, next to the sentence it backs, every figure that README.md and the guides in Docs/
# quote (Docs/PerformanceHistory.md's tables are snapbench's own output, as measured then). Run it after a
# change that may move a figure, and compare with the docs; a stale number shows up here, not in a
# reader's doubt. Release builds; about twenty minutes on two cores.
#
#     Scripts/figures.sh            # all of them
#     Scripts/figures.sh batches    # one group: batches, diff, datasource, app, cli
set -euo pipefail
cd "$(dirname "$0")/.."
groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(batches diff datasource app cli)
bench() { swift run -q -c release --package-path Benchmarks snapbench "$@"; }
for group in "${groups[@]}"; do
  case "$group" in
  batches)
    echo "== Docs/Batches.md, 'Measured over 2,000 random snapshot pairs': batch counts and share"
    swift test -q --filter 'shareOfCasesNeedingMoreThanOneBatch' 2>&1 | grep 'Batches per changeset'
    ;;
  diff)
    echo "== README.md, 'a 10% delete / 10% insert / 5% move / 5% change diff of 1M items':"
    echo "   the 'mixed' rows at 1000000 (diff ms, vs hash-join) and 100000 (stdlib ms)"
    bench diff --workload=mixed | grep -E '^\| (workload|mixed)'
    ;;
  datasource)
    echo "== Docs/DataSource.md, 'Threading' and 'Performance': apply vs changeset, async main time"
    bench datasource | grep -E '^\|'
    ;;
  app)
    echo "== Docs/Performance.md, 'The app's path': build, changeset and batches, apply"
    bench app | grep -E '^\|'
    ;;
  cli)
    echo "== Docs/CLI.md, 'At 1M items ... GNU diff's time and ... git diff's': snapdiff vs diff, git diff"
    RUNS=7 SHAPE_SIZES=1000000 Benchmarks/cli.sh 1000000
    ;;
  *)
    echo "Error: unknown group '$group' (batches, diff, datasource, app, cli)" >&2
    exit 2
    ;;
  esac
done
