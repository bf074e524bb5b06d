import Testing

@testable import SnapshotsJSON

/// The output writer's number formatting and growth.
@Suite("Output buffer")
struct OutputBufferTests {
  @Test func integers() {
    let out = OutputBuffer(descriptor: nil, capacity: 1)
    for value in [
      0, 9, 10, 99, 100, 999, 1_000, 12_345, -1, -12, 999_999_999_999_999_999, Int.max, Int.min,
    ] {
      out.write(value)
      out.write(" " as StaticString)
    }
    #expect(
      out.text
        == "0 9 10 99 100 999 1000 12345 -1 -12 999999999999999999 9223372036854775807 -9223372036854775808 "
    )
  }

  @Test func growsPastItsCapacity() {
    let out = OutputBuffer(descriptor: nil, capacity: 4)
    let piece = String(repeating: "abcdefgh", count: 100)
    for _ in 0..<100 { out.write(piece) }
    let other = OutputBuffer(descriptor: nil)
    other.write("tail" as StaticString)
    out.write(contentsOf: other)
    #expect(out.text == String(repeating: piece, count: 100) + "tail")
  }

  @Test func copiesEverySizeExactly() {
    // Every size through the small-copy cases and past them: the bytes arrive, in order, and
    // nothing around the destination changes.
    let source = (0..<64).map { UInt8($0 + 1) }
    for count in 0...40 {
      var destination = [UInt8](repeating: 0xEE, count: 64)
      source.withUnsafeBytes { source in
        destination.withUnsafeMutableBytes { destination in
          copyBytes(from: source.baseAddress! + 3, to: destination.baseAddress! + 5, count)
        }
      }
      #expect(Array(destination[5..<5 + count]) == Array(source[3..<3 + count]), "\(count) bytes")
      #expect(destination[..<5].allSatisfy { $0 == 0xEE }, "before, \(count) bytes")
      #expect(destination[(5 + count)...].allSatisfy { $0 == 0xEE }, "after, \(count) bytes")
    }
  }
}
