// libFuzzer entry point for decoding untrusted data: every Decodable of the library, from the
// input as JSON, compiled by `Scripts/fuzz.sh SECONDS decoding` with the library sources as one
// module. Decoding must throw or give a value that is consistent and round-trips, never trap or
// allocate what the input does not justify (the run has a memory limit).
import Foundation

/// Decodes `T` from the input; checks that what decodes encodes and decodes to itself.
private func check<T: Codable & Equatable>(_ type: T.Type, _ data: Data) {
  guard let value = try? JSONDecoder().decode(T.self, from: data) else { return }
  guard let encoded = try? JSONEncoder().encode(value),
    let again = try? JSONDecoder().decode(T.self, from: encoded), again == value
  else { fatalError("\(T.self) decoded but does not round-trip") }
}

/// Runs one fuzz input through every decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let data = Data(bytes: bytes, count: size)
  check(ListDifference<Int>.self, data)
  check(ListDifference<String>.self, data)
  check(Snapshot<String, Int>.self, data)
  check(SectionSnapshot<Int>.self, data)
  check(BatchUpdate.self, data)
  check(ItemPath.self, data)
  check([SectionedStep<String, Int>].self, data)
  check([IdentifiedBatchUpdate<String, Int>].self, data)
  checkChanges(data)
  if let difference = try? JSONDecoder().decode(ListDifference<Int>.self, from: data),
    difference.applying(to: Array(0..<difference.oldCount))?.count != difference.newCount
  {
    fatalError("a decoded difference does not apply to a list of its old count")
  }
  return 0
}

/// A fixed snapshot that decoded batches are applied to.
private let base = try! Snapshot<String, Int>(
  validating: [("a", [1, 2, 3]), ("b", []), ("c", [4, 5])])

/// Decoded changesets and batches: applying never traps; what applies is a valid snapshot whose
/// changeset from the start survives encoding.
private func checkChanges(_ data: Data) {
  if let changeset = try? JSONDecoder().decode(Changeset<String, Int>.self, from: data) {
    guard let encoded = try? JSONEncoder().encode(changeset),
      let again = try? JSONDecoder().decode(Changeset<String, Int>.self, from: encoded),
      again.identifiedBatches == changeset.identifiedBatches
    else { fatalError("a decoded changeset does not round-trip") }
  }
  guard
    let batches = try? JSONDecoder().decode([IdentifiedBatchUpdate<String, Int>].self, from: data),
    let result = try? base.applying(batches)
  else { return }
  let changeset = Changeset(from: base, to: result)
  guard (try? base.applying(changeset.identifiedBatches))?.sectionsOfItems == result.sectionsOfItems
  else { fatalError("the changeset to an applied result does not lead back to it") }
}
