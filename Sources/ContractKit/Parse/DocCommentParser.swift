/// Reads the text of a `/** … */` comment into a description and the tags we use.
///
/// For example: `/** Cover URL. @deprecated Use covers. @default [] */`.
/// Block tags start a line, as in JSDoc; inside a fenced code sample `@` is text.
/// Works on bytes: doc comments are on every hot path of a large contract.
enum DocCommentParser {
    static func parse(_ raw: String) -> DocComment {
        var doc = DocComment()
        var description: [ArraySlice<UInt8>] = []
        var currentTag: ArraySlice<UInt8>?
        var tagText: [ArraySlice<UInt8>] = []
        let bytes = Array(raw.utf8)

        func finishTag() {
            guard let tag = currentTag else { return }
            let text = joinTrimmed(tagText, separator: UInt8(ascii: " "))
            switch String(decoding: tag, as: UTF8.self) {
            case "deprecated": doc.deprecated = text
            case "default", "defaultValue": doc.defaultValue = text
            case "integer", "int": doc.isInteger = true
            // `@type integer`, `@type {integer}` (JSON Schema generators), `@asType integer`.
            case "type", "asType":
                let word = text.filter { $0 != "{" && $0 != "}" }.split(separator: " ").first
                if word == "integer" || word == "int" { doc.isInteger = true }
            case "format": doc.format = text.split(separator: " ").first.map(String.init)
            case "version": doc.version = text.split(separator: " ").first.map(String.init)
            default: break
            }
            currentTag = nil
            tagText = []
        }

        var inFence = false
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            // Drop the leading ` * ` decoration.
            var line = rawLine.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if line.first == UInt8(ascii: "*") {
                line = line.dropFirst()
                if line.first == UInt8(ascii: " ") { line = line.dropFirst() }
            }
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if trimmed.starts(with: "```".utf8) { inFence.toggle() }
            if !inFence, trimmed.first == UInt8(ascii: "@") {
                finishTag()
                let body = trimmed.dropFirst()
                let name = body.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
                currentTag = name
                tagText = [body.dropFirst(name.count)]
                continue
            }
            if currentTag != nil { tagText.append(line) } else { description.append(line) }
        }
        finishTag()
        let text = joinTrimmed(description, separator: UInt8(ascii: "\n"))
        doc.description = text.isEmpty ? nil : text
        // A zod schema quoted in the comment: `z.number().int()`.
        if !doc.isInteger, containsIntCall(bytes) { doc.isInteger = true }
        return doc
    }

    /// Whether the bytes hold `.int()`.
    static func containsIntCall(_ bytes: [UInt8]) -> Bool {
        let needle = Array(".int()".utf8)
        guard bytes.count >= needle.count else { return false }
        for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] && bytes[i + 1] == needle[1] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Joins lines and trims ASCII white space from both ends.
    static func joinTrimmed(_ parts: [ArraySlice<UInt8>], separator: UInt8) -> String {
        var joined: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { joined.append(separator) }
            joined.append(contentsOf: part)
        }
        return String(decoding: trimASCIIWhitespace(joined[...]), as: UTF8.self)
    }
}

@inline(__always) func isASCIIWhitespace(_ b: UInt8) -> Bool {
    b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
}

func trimASCIIWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let f = slice.first, isASCIIWhitespace(f) { slice = slice.dropFirst() }
    while let l = slice.last, isASCIIWhitespace(l) { slice = slice.dropLast() }
    return slice
}
