// Staging a changeset into as few UIKit-legal batches as the rules allow (Docs/Batches.md):
//
// 1. Structure: section deletions and insertions, every item deletion, insertion and move, and
//    every reload: in place where the batch leaves it so, otherwise as a deletion at its old
//    path plus an insertion at its new one (a replacement: IGListKit's form, drawn by UIKit as it
//    draws a reload). An item that moves and is reloaded is replaced, not moved. A reloaded
//    section that exchanges no item with another section is reloaded here too (its own item
//    changes are covered by it and not listed), or replaced when this batch displaces it or it
//    moves (its move is then not performed). Reconfigures in place join this batch. Surviving sections keep their old
//    order here, unless no item operation touches a moved section, in which case the section
//    moves join this batch.
// 2. Section moves, when they could not join batch 1.
// 3. What cannot be replaced, at new paths: reconfigures that move or that batch 1 displaces (a
//    reconfigure keeps its cell, so it cannot be a deletion and an insertion), and reloads of
//    sections that exchange items with other sections (replacing one would turn those moves
//    into deletions). They join batch 2 when it displaces none of them; otherwise they form the
//    last batch, which animates nothing when it holds reconfigures alone.
//
// "In place" is the rule that is safe under both published readings of UIKit
// (`BatchValidator.ReloadRule.inPlace`): a reload at before-path p shares a batch with other
// operations only if the item (or section) ends at p, and UIKit's arithmetic (p shifted by the
// batch's deletions and insertions, moves ignored) also gives p. A replacement is ordinary
// deletions and insertions, safe under both readings too.
//
// Empty batches are dropped, so there is exactly one animated batch when no section moved and no
// reloaded section exchanges items with another section.

extension Changeset {
  /// The changeset as an ordered list of batches, each legal under UIKit's batch-update rules
  /// (``BatchValidator`` accepts it), with the snapshot to show after each.
  ///
  /// One animated batch whenever no section moves and no reloaded section exchanges items with
  /// another section: a reload that the batch would displace is written in it as a deletion plus
  /// an insertion (``BatchUpdate/replacedItems``, ``BatchUpdate/replacedSections``). At most
  /// three: the structure, the section moves, and what cannot be replaced (reconfigures that
  /// move or are displaced, section reloads that exchange items); a last batch of reconfigures
  /// alone does not animate (``Batch/animates``). <doc:BatchesGuide> gives the exact rules.
  /// Empty when nothing changed. Each reconfigure with a payload (``payloads``) carries it in
  /// its batch's ``Batch/payloads``.
  ///
  /// - Complexity: O(*c* log *c* + *s*) for *c* changes and *s* sections, plus O(*n*) for *n*
  ///   items when section moves need their own batch (to build the intermediate snapshot), and
  ///   O(*c* + *s*) again for each round of replacing section reloads that the batch displaces
  ///   (one round, unless replacing some displaces others).
  @inlinable
  public var batches: [Batch] {
    var staging = _Staging(self)
    var batches = staging.batches()
    if !payloads.isEmpty { _attachPayloads(to: &batches) }
    return batches
  }

  /// Hands each payload to the reconfigure of its item: by the item's path before the batch that
  /// reconfigures it.
  ///
  /// O(*r*) expected for *r* reconfigures.
  @inlinable
  internal func _attachPayloads(to batches: inout [Batch]) {
    var before = old
    for index in batches.indices {
      for path in batches[index].update.reconfiguredItems {
        if let item = before.itemIdentifier(at: path), let payload = payloads[item] {
          batches[index].payloads[path] = payload
        }
      }
      before = batches[index].snapshot
    }
  }
}
