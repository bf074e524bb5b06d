// Independent, deliberately simple reference computations for the diff laws.

/// The length of a longest common subsequence, by the classic O(n·m) dynamic program.
func longestCommonSubsequenceLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
  guard !a.isEmpty && !b.isEmpty else { return 0 }
  var previous = [Int](repeating: 0, count: b.count + 1)
  var current = previous
  for i in 1...a.count {
    for j in 1...b.count {
      current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The length of a longest strictly increasing subsequence, by the O(n²) dynamic program.
func increasingSubsequenceLengthQuadratic(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
  }
  return best.max() ?? 0
}

/// For every permutation of `0..<n`, the fewest single-element moves (remove one element and
/// insert it anywhere) that sort it, by breadth-first search over all permutations.
func fewestMovesToSort(permutationsOf n: Int) -> [[Int]: Int] {
  let sorted = Array(0..<n)
  var distance: [[Int]: Int] = [sorted: 0]
  var frontier = [sorted]
  while !frontier.isEmpty {
    var next: [[Int]] = []
    for permutation in frontier {
      let d = distance[permutation]!
      for from in 0..<n {
        for to in 0..<n where to != from {
          var moved = permutation
          moved.insert(moved.remove(at: from), at: to)
          if distance[moved] == nil {
            distance[moved] = d + 1
            next.append(moved)
          }
        }
      }
    }
    frontier = next
  }
  return distance
}

/// All permutations of an array, in lexicographic order of positions.
func permutations<T>(_ elements: [T]) -> [[T]] {
  guard elements.count > 1 else { return [elements] }
  var result: [[T]] = []
  for index in elements.indices {
    var rest = elements
    let first = rest.remove(at: index)
    for tail in permutations(rest) { result.append([first] + tail) }
  }
  return result
}
