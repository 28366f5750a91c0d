// OpenAPI: JSON pointers (`#/components/schemas/User`) and the nodes they name.

import Foundation

/// Where each key of a large object stands, by the pointer that leads to the object, filled
/// the first time a pointer passes through it: a pointer into a `components.schemas` of a
/// thousand schemas then costs one look-up, not a search through them. A class, so that
/// `resolve` stays a plain function of the reader.
final class MemberIndex {
    /// Objects with fewer members are searched in order.
    static let minimumCount = 16
    var positions: [String: [String: Int]] = [:]
}

extension OpenAPIReader {
    /// A key as a pointer step: `~` → `~0`, `/` → `~1`.
    static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A pointer step as a key: `~1` → `/`, `~0` → `~`.
    static func unescape<S: StringProtocol>(_ step: S) -> String {
        guard step.hasByte(UInt8(ascii: "~")) else { return String(step) }
        return step.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// Whether every byte of `text` is ASCII: then each character is one byte, and a search
    /// by bytes finds what a search by characters finds.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// A pointer's steps between its `/`s, as `split(separator: "/")` gives them.
    static func steps(_ pointer: String, omittingEmpty: Bool = true) -> [Substring] {
        guard isASCII(pointer) else { return pointer.split(separator: "/", omittingEmptySubsequences: omittingEmpty) }
        return pointer.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { pointer[$0.startIndex..<$0.endIndex] }
    }

    /// Where the last `/` of a pointer is.
    static func lastSlash(_ pointer: String) -> String.Index? {
        isASCII(pointer) ? pointer.utf8.lastIndex(of: UInt8(ascii: "/")) : pointer.lastIndex(of: "/")
    }

    /// The node a JSON pointer names in a file's tree.
    func resolve(_ pointer: String, in file: String) -> LocatedJSON? {
        locate(pointer, in: file)?.node
    }

    /// The node a JSON pointer names in a file's tree, and where its key is written when the
    /// pointer's last step is an object's member.
    func locate(_ pointer: String, in file: String) -> (node: LocatedJSON, keyLocation: SourceLocation?)? {
        guard var node = trees[file] else { return nil }
        var keyLocation: SourceLocation?
        for raw in Self.steps(pointer) {
            let key = Self.unescape(raw)
            switch node {
            case .array(let items, _):
                guard let i = Int(key), items.indices.contains(i) else { return nil }
                node = items[i]
                keyLocation = nil
            case .object(let members, _):
                guard let k = position(of: key, in: members, at: file + "#" + pointer[..<raw.startIndex]) else { return nil }
                node = members[k].value
                keyLocation = members[k].keyLocation
            default:
                return nil
            }
        }
        return (node, keyLocation)
    }

    /// Where `key` first stands among an object's members; `path` names the object.
    func position(of key: String, in members: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)], at path: @autoclosure () -> String) -> Int? {
        guard members.count >= MemberIndex.minimumCount else { return members.firstIndex { $0.key == key } }
        let path = path()
        if let known = memberIndex.positions[path] { return known[key] }
        let positions = Dictionary(members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        memberIndex.positions[path] = positions
        return positions[key]
    }

    /// Whether a pointer names a definition that becomes a declaration.
    static func isDefinitionPointer(_ pointer: String) -> Bool {
        if pointer.isEmpty { return true }
        let parts = steps(pointer, omittingEmpty: false).dropFirst()
        return (parts.count == 3 && parts.first == "components" && parts.dropFirst().first == "schemas")
            || (parts.count == 2 && (parts.first == "$defs" || parts.first == "definitions"))
    }
}
