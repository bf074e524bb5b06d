#!/usr/bin/env bash
# Type-checks the UIKit and AppKit bindings (the SnapshotsUI module) on a machine without UIKit or
# AppKit (Linux): each stub in Tests/BindingStubs is compiled as a module of that name, and
# SnapshotsUI is type-checked against it and the Snapshots module in Swift 6 mode, once per
# framework (so that `#if canImport(UIKit)` and `#if canImport(AppKit)` each light up in turn).
# The bindings are type-checked, not run. Then the examples the docs quote
# (Tests/BindingStubs/Examples/FRAMEWORK) are type-checked as client code of those modules.
#
# It also checks that `import Snapshots` imports no UI framework: with both stubs importable,
# the Snapshots module loads neither (its loaded-module trace), and a program that imports only
# Snapshots cannot name UITableView or NSTableView.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files() { find "$1" -name '*.swift' | sort; }
core=()
while IFS= read -r file; do core+=("$file"); done < <(files Sources/Snapshots)
ui=()
while IFS= read -r file; do ui+=("$file"); done < <(files Sources/SnapshotsUI)
for framework in UIKit AppKit; do
  mkdir -p "$work/$framework"
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
    -emit-module-path "$work/$framework/$framework.swiftmodule" \
    "Tests/BindingStubs/$framework/$framework.swift"
done
# Snapshots, with both frameworks importable: it must load neither.
mkdir -p "$work/core"
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Snapshots \
  -package-name snapshots -I "$work/UIKit" -I "$work/AppKit" \
  -emit-module-path "$work/core/Snapshots.swiftmodule" \
  -emit-loaded-module-trace-path "$work/core/trace.json" -warnings-as-errors "${core[@]}"
if grep -E -q '"(UIKit|AppKit)"' "$work/core/trace.json"; then
  echo "Error: the Snapshots module loads UIKit or AppKit: $(cat "$work/core/trace.json")" >&2
  exit 1
fi
for framework in UIKit AppKit; do
  view=$([ "$framework" = UIKit ] && echo UITableView || echo NSTableView)
  printf 'import Snapshots\nlet view: %s? = nil\n' "$view" >"$work/core/uses-$framework.swift"
  if swiftc -typecheck -swift-version 6 -I "$work/core" -I "$work/$framework" \
    "$work/core/uses-$framework.swift" 2>/dev/null; then
    echo "Error: a program that imports only Snapshots can name $view" >&2
    exit 1
  fi
done
echo "Checked that import Snapshots imports neither UIKit nor AppKit (module trace, and client code)"
for framework in UIKit AppKit; do
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name SnapshotsUI \
    -package-name snapshots -I "$work/core" -I "$work/$framework" \
    -emit-module-path "$work/$framework/SnapshotsUI.swiftmodule" -warnings-as-errors "${ui[@]}"
  echo "Type-checked SnapshotsUI with the $framework bindings against Tests/BindingStubs/$framework"
  swiftc -typecheck -parse-as-library -swift-version 6 -I "$work/core" -I "$work/$framework" \
    -warnings-as-errors Tests/BindingStubs/Examples/"$framework"/*.swift
  echo "Type-checked the $framework examples of the docs"
done
