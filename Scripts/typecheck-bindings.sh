#!/usr/bin/env bash
# Type-checks the UIKit and AppKit bindings of the data source on a machine without UIKit or
# AppKit (Linux): each stub in Tests/BindingStubs is compiled as a module of that name, and the
# whole Snapshots module is type-checked against it in Swift 6 mode, once per framework (so that
# `#if canImport(UIKit)` and `#if canImport(AppKit)` each light up in turn). The bindings are
# type-checked, not run. Then the examples the docs quote (Tests/BindingStubs/Examples/FRAMEWORK) are
# type-checked as client code of that module.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/Snapshots -name '*.swift' | sort)
for framework in UIKit AppKit; do
  mkdir -p "$work/$framework"
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$framework" \
    -emit-module-path "$work/$framework/$framework.swiftmodule" \
    "Tests/BindingStubs/$framework/$framework.swift"
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name Snapshots \
    -I "$work/$framework" -emit-module-path "$work/$framework/Snapshots.swiftmodule" \
    -warnings-as-errors "${sources[@]}"
  echo "Type-checked Snapshots with the $framework bindings against Tests/BindingStubs/$framework"
  swiftc -typecheck -parse-as-library -swift-version 6 -I "$work/$framework" -warnings-as-errors \
    Tests/BindingStubs/Examples/"$framework"/*.swift
  echo "Type-checked the $framework examples of the docs"
done
