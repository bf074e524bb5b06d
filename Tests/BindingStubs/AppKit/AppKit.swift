// swift-format-ignore-file
// (The declarations mirror Apple's SDK and are documented there.)
// A stub of the AppKit API used by the data source bindings, for type-checking them on Linux.
// Signatures and isolation as in Apple's SDK; bodies do nothing.

@_exported import Foundation

@MainActor open class NSResponder: NSObject {}
@MainActor
open class NSView: NSResponder {
  open var bounds: NSRect = .zero
  open var visibleRect: NSRect { .zero }
  open var enclosingScrollView: NSScrollView? { nil }
}
@MainActor
open class NSClipView: NSView {
  open func scroll(to newOrigin: NSPoint) {}
}
@MainActor
open class NSScrollView: NSView {
  open var contentView: NSClipView { NSClipView() }
  open func reflectScrolledClipView(_ cView: NSClipView) {}
}
@MainActor open class NSControl: NSView {}

@MainActor
open class NSTextField: NSControl {
  public convenience init(labelWithString stringValue: String) { self.init() }
}

@MainActor open class NSViewController: NSResponder {}
@MainActor open class NSTableColumn: NSObject {}

@MainActor public protocol NSTableViewDataSource: NSObjectProtocol {}
@MainActor public protocol NSTableViewDelegate: NSObjectProtocol {}

@MainActor
open class NSTableView: NSControl {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let effectFade = AnimationOptions(rawValue: 0x1)
    public static let effectGap = AnimationOptions(rawValue: 0x2)
    public static let slideUp = AnimationOptions(rawValue: 0x10)
    public static let slideDown = AnimationOptions(rawValue: 0x20)
    public static let slideLeft = AnimationOptions(rawValue: 0x30)
    public static let slideRight = AnimationOptions(rawValue: 0x40)
  }
  weak open var dataSource: (any NSTableViewDataSource)?
  weak open var delegate: (any NSTableViewDelegate)?
  open var numberOfRows: Int { 0 }
  open var numberOfColumns: Int { 0 }
  open func beginUpdates() {}
  open func endUpdates() {}
  open func insertRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {}
  open func removeRows(
    at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []
  ) {}
  open func moveRow(at oldIndex: Int, to newIndex: Int) {}
  open func reloadData() {}
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {}
  open func rows(in rect: NSRect) -> NSRange { NSRange(location: 0, length: 0) }
  open func rect(ofRow row: Int) -> NSRect { .zero }
  open func scrollRowToVisible(_ row: Int) {}
}

// AppKit's additions to Foundation's IndexPath (`init(item:section:)`, `item`, `section`) are
// not stubbed: on Linux the Snapshots module declares them, as it does wherever Foundation lacks
// them.
