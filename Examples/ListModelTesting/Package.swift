// swift-tools-version:6.0
//
// An app's list model, property-tested with SnapshotsTesting: depends on the Snapshots package
// by path, as an app would by URL. Built and tested by the repository's CI:
//
//     swift test --package-path Examples/ListModelTesting
import PackageDescription

let package = Package(
  name: "ListModelTesting",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Snapshots", path: "../..")],
  targets: [
    .target(name: "ContactRows", dependencies: [.product(name: "Snapshots", package: "Snapshots")]),
    .testTarget(
      name: "ContactRowsTests",
      dependencies: [
        "ContactRows", .product(name: "SnapshotsTesting", package: "Snapshots"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
