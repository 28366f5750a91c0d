/// Block structure: values after `:`, `-` and `---`, block mappings and block sequences.
extension YAMLParser {
    /// An anchor and a tag written before a node.
    struct Properties {
        var anchor: String?
        var tag: String?
        var location: SourceLocation?
        var isEmpty: Bool { anchor == nil && tag == nil }
    }

    /// The tags a document may carry: the core schema's.
    static let supportedTags: Set<String> = ["!", "!!str", "!!int", "!!float", "!!bool", "!!null", "!!map", "!!seq"]

    /// The value after a key's `:`, a sequence's `-` or the `---`: on the same line, or on
    /// the lines below when indented deeper than `parent` (a sequence may also stand at the
    /// indent of its key). Nothing there is null at `emptyAt`.
    mutating func parseValue(parent: Int, context: Context, emptyAt: SourceLocation) throws -> LocatedJSON {
        skipInlineSpace()
        let anchorStart = startAnchor()
        let properties = try parseProperties()
        var value: LocatedJSON
        if atLineEnd {
            try skipToNextContentLine()
            if indent > parent {
                value = try parseBlockNode(parent: parent, context: context, sameLine: false, properties: properties)
            } else if context == .mappingValue, indent == parent, indent >= 0, isSequenceEntry(i) {
                value = try parseBlockNode(parent: parent - 1, context: context, sameLine: false, properties: properties)
            } else {
                value = try scalar("", at: properties.location ?? emptyAt, plain: true, tag: properties.tag)
            }
        } else {
            value = try parseBlockNode(parent: parent, context: context, sameLine: true, properties: properties)
        }
        anchor(properties.anchor, value, from: anchorStart)
        return value
    }

    /// `&anchor` and `!tag`, in either order, each followed by white space.
    mutating func parseProperties() throws -> Properties {
        var properties = Properties()
        while i < b.count, b[i] == UInt8(ascii: "&") || b[i] == UInt8(ascii: "!") {
            let start = here
            let isAnchor = b[i] == UInt8(ascii: "&")
            let name = scanName(from: isAnchor ? i + 1 : i)
            properties.location = properties.location ?? start
            if isAnchor {
                guard !name.isEmpty else { throw fail("an anchor needs a name after '&'") }
                properties.anchor = name
            } else {
                guard Self.supportedTags.contains(name) else {
                    throw fail("tag '\(name)' is not supported: only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq) are read", at: start)
                }
                properties.tag = name
            }
            skipInlineSpace()
        }
        return properties
    }

    /// An anchor's or a tag's name from `k`, up to white space or a flow indicator; moves past it.
    mutating func scanName(from k: Int) -> String {
        var end = k
        while end < b.count, !isBlank(end), !Self.isFlowIndicator(b[end]) { end += 1 }
        defer { i = end }
        return String(decoding: b[k..<end], as: UTF8.self)
    }

    static func isFlowIndicator(_ c: UInt8) -> Bool {
        c == UInt8(ascii: ",") || c == UInt8(ascii: "[") || c == UInt8(ascii: "]") || c == UInt8(ascii: "{") || c == UInt8(ascii: "}")
    }

    func isSequenceEntry(_ k: Int) -> Bool { k < b.count && b[k] == UInt8(ascii: "-") && isBlank(k + 1) }

    /// A node whose first character is at the cursor. `sameLine` says whether it follows its
    /// key, dash or `---` on one line, where a mapping or sequence may not always start.
    mutating func parseBlockNode(parent: Int, context: Context, sameLine: Bool, properties: Properties = Properties()) throws -> LocatedJSON {
        let start = here
        let c = b[i]
        let tag = properties.tag
        if isSequenceEntry(i) {
            if sameLine && context == .mappingValue { throw fail("a block sequence cannot start on the line of its key") }
            try checkCollectionTag(tag, "!!seq", at: start)
            return try parseBlockSequence(at: column)
        }
        if c == UInt8(ascii: "?"), isBlank(i + 1) {
            if sameLine && context == .mappingValue { throw fail("a mapping cannot start on the line of its key") }
            try checkCollectionTag(tag, "!!map", at: start)
            return try parseBlockMapping(at: column, first: nil)
        }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") { return try parseBlockScalar(parent: parent, tag: tag) }
        if c == UInt8(ascii: "*") {
            guard properties.isEmpty else { throw fail("an alias cannot have an anchor or a tag", at: properties.location) }
            let value = try parseAlias()
            try rejectKey("an alias as a mapping key is not supported")
            try skipToNextContentLine()
            return value
        }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            let value = try parseFlowCollection(tag: tag)
            try rejectKey("a flow collection as a mapping key is not supported")
            try skipToNextContentLine()
            return value
        }
        let keyColumn = column
        if let key = try scanImplicitKey() {
            if sameLine && context == .mappingValue {
                throw fail("a mapping cannot start on the line of its key: quote a value that holds ': '", at: key.location)
            }
            if sameLine && !properties.isEmpty { throw fail("an anchor or a tag on a mapping key is not supported", at: properties.location) }
            try checkCollectionTag(tag, "!!map", at: start)
            return try parseBlockMapping(at: keyColumn, first: key)
        }
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let text = try parseQuoted()
            try skipToNextContentLine()
            return try scalar(text, at: start, plain: false, tag: tag)
        }
        if !startsPlain(i) {
            throw fail("'\(String(UnicodeScalar(c)))' cannot start a plain scalar: quote the value")
        }
        return try parsePlainBlock(parent: parent, tag: tag)
    }

    /// After a node that cannot be a key: a `:` here would make it one.
    mutating func rejectKey(_ message: String) throws {
        let saved = i
        skipInlineSpace()
        if i < b.count, b[i] == UInt8(ascii: ":") { throw fail(message) }
        i = saved
    }

    func checkCollectionTag(_ tag: String?, _ expected: String, at location: SourceLocation) throws {
        guard let tag, tag != expected else { return }
        throw fail("tag '\(tag)' does not fit a \(expected == "!!map" ? "mapping" : "sequence")", at: location)
    }

    /// If the line at the cursor starts with `key:` (plain or quoted, the `:` followed by
    /// white space), moves past the `:` and returns the key; otherwise leaves the cursor.
    mutating func scanImplicitKey() throws -> (key: String, location: SourceLocation)? {
        let location = here
        let saved = (i, line, lineStart)
        var key: String
        var plain = false
        if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
            guard let text = try? parseQuoted(), line == saved.1 else {
                (i, line, lineStart) = saved
                return nil
            }
            skipInlineSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":"), isBlank(i + 1) else {
                (i, line, lineStart) = saved
                return nil
            }
            key = text
        } else {
            var j = i
            while j < b.count, b[j] != UInt8(ascii: "\n") {
                if b[j] == UInt8(ascii: ":"), isBlank(j + 1) { break }
                if b[j] == UInt8(ascii: "#"), j > i, b[j - 1] == UInt8(ascii: " ") || b[j - 1] == UInt8(ascii: "\t") { return nil }
                j += 1
            }
            guard j < b.count, b[j] == UInt8(ascii: ":") else { return nil }
            var end = j
            while end > i, b[end - 1] == UInt8(ascii: " ") || b[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            key = String(decoding: b[i..<end], as: UTF8.self)
            i = j
            plain = true
        }
        if plain && key == "<<" { throw fail("merge keys ('<<') are not supported: write the keys out", at: location) }
        if plain && key.isEmpty { throw fail("a mapping key is empty", at: location) }
        i += 1
        return (key, location)
    }

    /// A block mapping whose keys stand at column `n`; its first key may be read already.
    mutating func parseBlockMapping(at n: Int, first: (key: String, location: SourceLocation)?) throws -> LocatedJSON {
        var members: [Member] = []
        var seen = Set<String>()
        var pending = first
        let location = first?.location ?? here
        try enter(location)
        defer { depth -= 1 }
        nodes += 1
        while true {
            let key: (key: String, location: SourceLocation)
            let value: LocatedJSON
            if pending == nil, b[i] == UInt8(ascii: "?"), isBlank(i + 1) {
                (key, value) = try parseExplicitEntry(at: n)
            } else {
                if pending == nil { try rejectKeyStart() }
                guard let implicit = try pending ?? scanImplicitKey() else { throw fail("expected a 'key: value' entry of the mapping at column \(n + 1)") }
                key = implicit
                value = try parseValue(parent: n, context: .mappingValue, emptyAt: here)
            }
            pending = nil
            if LocatedJSON.isDuplicate(key.key, in: members, seen: &seen) { throw fail("duplicate key '\(key.key)'", at: key.location) }
            members.append((key.key, key.location, value))
            if indent < n { return .object(members, location) }
            if indent > n {
                throw fail("bad indentation: this line is indented deeper than the keys of its mapping (column \(n + 1)) but is not inside a value")
            }
            if isSequenceEntry(i) { throw fail("a sequence entry where a key of the mapping at column \(n + 1) was expected") }
        }
    }

    /// Where a mapping's next key should start: an alias, a property or a flow collection
    /// there is a key this reader does not take.
    mutating func rejectKeyStart() throws {
        switch b[i] {
        case UInt8(ascii: "*"): throw fail("an alias as a mapping key is not supported")
        case UInt8(ascii: "&"), UInt8(ascii: "!"): throw fail("an anchor or a tag on a mapping key is not supported")
        case UInt8(ascii: "["), UInt8(ascii: "{"): throw fail("a flow collection as a mapping key is not supported")
        default: break
        }
    }

    /// `? key` and, on a line at the same indent, `: value`: the form YAML writers use for
    /// long keys. The key must be a scalar.
    mutating func parseExplicitEntry(at n: Int) throws -> (key: (key: String, location: SourceLocation), value: LocatedJSON) {
        i += 1
        skipInlineSpace()
        let location = here
        let text: String
        if atLineEnd {
            throw fail("an explicit key ('? ') must be a scalar on the line of its '?'")
        } else if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
            text = try parseQuoted()
            try skipToNextContentLine()
        } else if startsPlain(i), case .string(let plain, _) = try parsePlainBlock(parent: n, tag: "!!str") {
            text = plain
        } else {
            throw fail("an explicit key ('? ') must be a scalar: a collection, an alias or a tag as a key is not supported")
        }
        guard indent == n, b[i] == UInt8(ascii: ":"), isBlank(i + 1) else { return ((text, location), .null(location)) }
        i += 1
        return ((text, location), try parseValue(parent: n, context: .explicitValue, emptyAt: here))
    }

    /// Whether a plain scalar may start at `k`: not at an indicator, except `-`, `?` and `:`
    /// before a non-blank.
    func startsPlain(_ k: Int) -> Bool {
        let c = byte(k)
        if c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":") { return !isBlank(k + 1) }
        switch c {
        case UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    /// A block sequence whose dashes stand at column `n`.
    mutating func parseBlockSequence(at n: Int) throws -> LocatedJSON {
        let location = here
        try enter(location)
        defer { depth -= 1 }
        var items: [LocatedJSON] = []
        nodes += 1
        while true {
            i += 1
            items.append(try parseValue(parent: n, context: .sequenceEntry, emptyAt: here))
            if indent == n, isSequenceEntry(i) { continue }
            if indent <= n { return .array(items, location) }
            throw fail("bad indentation: this line is indented deeper than the entries of its sequence (column \(n + 1)) but is not inside one")
        }
    }

    /// `*name`: a copy of the anchored node. Copies count against the node limit.
    mutating func parseAlias() throws -> LocatedJSON {
        let start = here
        let name = scanName(from: i + 1)
        guard !name.isEmpty else { throw fail("an alias needs a name after '*'", at: start) }
        guard let anchored = anchors[name] else { throw fail("undefined alias '*\(name)': no '&\(name)' comes before it", at: start) }
        if depth + anchored.height > Self.maxDepth { throw fail("nesting is too deep (counting what aliases copy)", at: start) }
        deepest = max(deepest, depth + anchored.height)
        nodes += anchored.nodes
        aliasNodes += anchored.nodes
        if aliasNodes > Self.maxAliasNodes {
            throw fail("aliases expand the document past \(Self.maxAliasNodes) nodes (an alias bomb?)", at: start)
        }
        return anchored.value
    }
}
