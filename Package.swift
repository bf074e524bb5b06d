// swift-tools-version:6.0
//
// Snapshots: diffable list snapshots, a minimal-moves diff engine and UIKit-legal batch updates,
// everywhere Swift runs. No dependencies beyond the toolchain.
//
// Build settings:
// - `SNAPSHOTS_INTERNAL_CHECKS`: set this environment variable (to anything) when building to
//   compile the bodies of the `_checkInvariants()` methods, which verify every internal index
//   after each mutation in O(n), and the bounds checks of raw memory (the engine's primitives,
//   SnapshotsJSON's `PaddedBytes`). Off by default, so debug builds of apps that depend on this
//   package keep the documented complexity; `.ci/run` runs the test suite once with it on.
import PackageDescription

let internalChecks = Context.environment["SNAPSHOTS_INTERNAL_CHECKS"] != nil

let librarySettings: [SwiftSetting] =
  internalChecks ? [.define("SNAPSHOTS_INTERNAL_CHECKS")] : []

let package = Package(
  name: "Snapshots",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Snapshots", targets: ["Snapshots"]),
    .library(name: "SnapshotsUI", targets: ["SnapshotsUI"]),
    .library(name: "SnapshotsJSON", targets: ["SnapshotsJSON"]),
    .library(name: "SnapshotsTesting", targets: ["SnapshotsTesting"]),
    .executable(name: "snapdiff", targets: ["snapdiff"]),
  ],
  targets: [
    .target(name: "Snapshots", swiftSettings: librarySettings),
    // The UIKit and AppKit bindings; `import SnapshotsUI` re-exports `Snapshots`.
    .target(name: "SnapshotsUI", dependencies: ["Snapshots"]),
    .target(name: "SnapshotsJSON", dependencies: ["Snapshots"], swiftSettings: librarySettings),
    .target(name: "SnapshotsTesting", dependencies: ["Snapshots"]),
    .executableTarget(name: "snapdiff", dependencies: ["Snapshots", "SnapshotsJSON"]),
    // Examples/Wire: a server that sends a changeset and a client that applies it (built by
    // `swift build`, run by CI; not products).
    .executableTarget(
      name: "wire-server", dependencies: ["Snapshots"], path: "Examples/Wire/Server"),
    .executableTarget(
      name: "wire-client", dependencies: ["Snapshots"], path: "Examples/Wire/Client"),
    // One test target per module; `swift test` runs them all. TestSupport holds what several
    // share (not a product).
    .target(
      name: "TestSupport", dependencies: ["Snapshots", "SnapshotsTesting"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "SnapshotsTests",
      dependencies: ["Snapshots", "SnapshotsUI", "SnapshotsTesting", "TestSupport"]),
    .testTarget(
      name: "SnapshotsJSONTests",
      dependencies: ["Snapshots", "SnapshotsJSON", "SnapshotsTesting", "TestSupport"]),
    .testTarget(name: "SnapshotsTestingTests", dependencies: ["Snapshots", "SnapshotsTesting"]),
    .testTarget(
      name: "SnapdiffTests",
      dependencies: ["Snapshots", "SnapshotsJSON", "SnapshotsTesting", "TestSupport", "snapdiff"]),
  ],
  swiftLanguageModes: [.v6]
)
