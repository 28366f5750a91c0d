/// Reads the text of a `/** … */` comment into a description and the tags we use.
///
/// For example: `/** Cover URL. @deprecated Use covers. @default [] */`.
enum DocCommentParser {
    static func parse(_ raw: String) -> DocComment {
        var doc = DocComment()
        var description: [String] = []
        var currentTag: String?
        var tagText: [String] = []

        func finishTag() {
            guard let tag = currentTag else { return }
            let text = tagText.joined(separator: " ").trimmingSpaces()
            switch tag {
            case "deprecated": doc.deprecated = text
            case "default", "defaultValue": doc.defaultValue = text
            case "integer", "int": doc.isInteger = true
            case "version": doc.version = text.split(separator: " ").first.map(String.init)
            default: break
            }
            currentTag = nil
            tagText = []
        }

        var inFence = false
        for rawLine in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            while let f = line.first, f == " " || f == "\t" { line = line.dropFirst() }
            if line.hasPrefix("*") { line = line.dropFirst(); if line.hasPrefix(" ") { line = line.dropFirst() } }
            let trimmed = String(line).trimmingSpaces()
            if trimmed.hasPrefix("```") { inFence.toggle() }
            if !inFence, trimmed.hasPrefix("@") {
                finishTag()
                let body = trimmed.dropFirst()
                let name = body.prefix { $0.isLetter }
                currentTag = String(name)
                tagText = [String(body.dropFirst(name.count))]
                continue
            }
            if currentTag != nil { tagText.append(String(line)) } else { description.append(String(line)) }
        }
        finishTag()
        let text = description.joined(separator: "\n").trimmingSpaces()
        doc.description = text.isEmpty ? nil : text
        return doc
    }
}
