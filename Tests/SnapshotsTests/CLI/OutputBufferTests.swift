import Testing

@testable import snapdiff

/// The output writer's number formatting and growth.
@Suite("Output buffer")
struct OutputBufferTests {
  @Test func integers() {
    let out = OutputBuffer(descriptor: nil, capacity: 1)
    for value in [0, 9, 10, 99, 100, 12_345, -1, -12, Int.max, Int.min] {
      out.write(value)
      out.write(" " as StaticString)
    }
    #expect(
      out.text == "0 9 10 99 100 12345 -1 -12 9223372036854775807 -9223372036854775808 ")
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
}
