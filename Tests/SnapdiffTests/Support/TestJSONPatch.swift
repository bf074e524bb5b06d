import Foundation
import TestSupport

/// An RFC 6902 JSON Patch applier, written for the tests from the RFC: add, remove, replace,
/// move, copy and test, with RFC 6901 pointers.
struct PatchError: Error, CustomStringConvertible {
  var description: String
}

func applyPatch(_ patch: TestJSON, to document: TestJSON) throws -> TestJSON {
  var result = document
  for operation in patch.array {
    guard case .string(let op)? = operation["op"], case .string(let path)? = operation["path"]
    else {
      throw PatchError(description: "malformed operation \(operation)")
    }
    let tokens = try pointerTokens(path)
    switch op {
    case "add": result = try add(operation["value"]!, at: tokens, in: result)
    case "remove": result = try remove(at: tokens, in: result).document
    case "replace":
      _ = try value(at: tokens, in: result)
      result = try add(operation["value"]!, at: tokens, in: remove(at: tokens, in: result).document)
    case "move", "copy":
      guard case .string(let from)? = operation["from"] else {
        throw PatchError(description: "no from")
      }
      let fromTokens = try pointerTokens(from)
      let moved = try value(at: fromTokens, in: result)
      if op == "move" { result = try remove(at: fromTokens, in: result).document }
      result = try add(moved, at: tokens, in: result)
    case "test":
      guard try value(at: tokens, in: result) == operation["value"] else {
        throw PatchError(description: "test failed at \(path)")
      }
    default: throw PatchError(description: "unknown op \(op)")
    }
  }
  return result
}

func pointerTokens(_ pointer: String) throws -> [String] {
  if pointer.isEmpty { return [] }
  guard pointer.hasPrefix("/") else { throw PatchError(description: "bad pointer \(pointer)") }
  return try pointer.unicodeScalars.dropFirst()
    .split(separator: "/", omittingEmptySubsequences: false)
    .map { try unescapedPointerToken(String(String.UnicodeScalarView($0))) }
}

/// An RFC 6901 reference token unescaped per code point: `~1` is `/`, `~0` is `~`, any other `~`
/// is an error.
func unescapedPointerToken(_ token: String) throws -> String {
  var result = String.UnicodeScalarView()
  var scalars = token.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    guard scalar == "~" else {
      result.append(scalar)
      continue
    }
    switch scalars.next() {
    case "0": result.append("~")
    case "1": result.append("/")
    default:
      throw PatchError(description: "invalid escape in pointer token \(token.debugDescription)")
    }
  }
  return String(result)
}

func value(at tokens: [String], in document: TestJSON) throws -> TestJSON {
  var current = document
  for token in tokens {
    switch current {
    case .object(let members):
      guard let next = members[token] else { throw PatchError(description: "no member \(token)") }
      current = next
    case .array(let values):
      guard let index = Int(token), values.indices.contains(index) else {
        throw PatchError(description: "bad index \(token)")
      }
      current = values[index]
    default: throw PatchError(description: "cannot descend into \(current)")
    }
  }
  return current
}

func add(_ value: TestJSON, at tokens: [String], in document: TestJSON) throws -> TestJSON {
  guard let token = tokens.first else { return value }
  let rest = Array(tokens.dropFirst())
  switch document {
  case .object(var members):
    if rest.isEmpty {
      members[token] = value
    } else {
      guard let child = members[token] else { throw PatchError(description: "no member \(token)") }
      members[token] = try add(value, at: rest, in: child)
    }
    return .object(members)
  case .array(var values):
    if rest.isEmpty {
      let index = token == "-" ? values.count : Int(token) ?? -1
      guard index >= 0 && index <= values.count else {
        throw PatchError(description: "bad index \(token)")
      }
      values.insert(value, at: index)
    } else {
      guard let index = Int(token), values.indices.contains(index) else {
        throw PatchError(description: "bad index \(token)")
      }
      values[index] = try add(value, at: rest, in: values[index])
    }
    return .array(values)
  default: throw PatchError(description: "cannot add into \(document)")
  }
}

func remove(
  at tokens: [String], in document: TestJSON
) throws -> (document: TestJSON, removed: TestJSON) {
  guard let token = tokens.first else { throw PatchError(description: "cannot remove the root") }
  let rest = Array(tokens.dropFirst())
  switch document {
  case .object(var members):
    guard let child = members[token] else { throw PatchError(description: "no member \(token)") }
    if rest.isEmpty {
      members[token] = nil
      return (.object(members), child)
    }
    let (updated, removed) = try remove(at: rest, in: child)
    members[token] = updated
    return (.object(members), removed)
  case .array(var values):
    guard let index = Int(token), values.indices.contains(index) else {
      throw PatchError(description: "bad index \(token)")
    }
    if rest.isEmpty {
      let removed = values.remove(at: index)
      return (.array(values), removed)
    }
    let (updated, removed) = try remove(at: rest, in: values[index])
    values[index] = updated
    return (.array(values), removed)
  default: throw PatchError(description: "cannot remove from \(document)")
  }
}
