// swift-tools-version:6.0
//
// Benchmarks for Snapshots, in their own package so that the library keeps zero dependencies and
// `swift test` stays fast. Run from the repository root:
//
//     swift run -c release --package-path Benchmarks snapbench            # every suite
//     swift run -c release --package-path Benchmarks snapbench snapshot   # one suite
//     swift test -c release --disable-testable-imports --package-path Benchmarks   # traps
import PackageDescription

let package = Package(
  name: "SnapshotsBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Snapshots", path: "..")],
  targets: [
    .executableTarget(
      name: "snapbench",
      dependencies: [
        .product(name: "Snapshots", package: "Snapshots"),
        .product(name: "SnapshotsJSON", package: "Snapshots"),
      ]
    ),
    // The library's misuse traps, run again on this package's release build of the library so
    // that CI checks their messages survive optimization without building everything twice in
    // release: the file is Tests/SnapshotsTests/Snapshot/SnapshotTrapTests.swift, linked here.
    .testTarget(
      name: "ReleaseTrapTests",
      dependencies: [.product(name: "Snapshots", package: "Snapshots")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
