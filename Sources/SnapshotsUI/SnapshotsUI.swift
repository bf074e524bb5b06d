// SnapshotsUI: the data source's UIKit and AppKit bindings (`TableViewDiffableDataSource`,
// `CollectionViewDiffableDataSource`, `AppKitTableViewDiffableDataSource`), kept out of
// `Snapshots` so that `import Snapshots` imports no UI framework: a command-line tool or a server
// that diffs lists links neither UIKit nor AppKit. `import SnapshotsUI` is the one line an app
// needs: it re-exports `Snapshots`. On Linux the module holds only what the bindings share that
// needs no UI framework (`_InPlaceUpdates`, tested there); the bindings are type-checked against
// stubs in CI (`Scripts/typecheck-bindings.sh`), not run.
@_exported import Snapshots
