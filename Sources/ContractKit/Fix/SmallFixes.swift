import Foundation

/// The one-line fixes: a CodingKey that reads the wrong wire name, a required property the
/// contract makes optional, an enum without a case for a contract value.
extension FixContext {
    /// `case coverImageUrl = "coverImageUrl"` → `= "coverImageURL"`; a key with no raw value
    /// gains one, so the property keeps its name.
    mutating func codingKeyRawValue(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            guard let field = finding.field, let location = finding.swift, let swift = swiftName[finding.type], let entries = dtoTypes[swift],
                  result.wireNames[swift] != nil, let lines = lines(location.file) else { throw FixRefusal("the DTO was not found among the scanned types") }
            guard let (cases, file) = keyCases(swift, entries), file == location.file,
                  let keyCase = cases.first(where: { $0.line == location.line }) else {
                throw FixRefusal("the key is not a case of the type's key enum: it is spelled in code the fix does not edit")
            }
            // With .convertFromSnakeCase the key must be the converted name, not the contract's.
            // The audit says so in its message, from the decoder it found for this type.
            let wanted = finding.message.contains(".convertFromSnakeCase") ? WireModel.camelCase(fromSnakeCase: field) : field
            let text = lines.text(keyCase.line)
            guard let caseWord = SourceLines.wordEnd("case", in: text), let start = SourceLines.wordStart(keyCase.name, in: text, from: caseWord) else {
                throw FixRefusal("the key case \(keyCase.name) was not found on its line")
            }
            let end = start + keyCase.name.utf8.count
            let element = SourceLines.elementEnd(in: text, from: start)
            let replacement = wanted == keyCase.name ? "" : " = \"\(wanted)\""
            return [(file, TextEdit(line: keyCase.line, column: end, length: element - end, text: replacement))]
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// `let isbn: String` → `let isbn: String?`, and `decode` → `decodeIfPresent` where the
    /// type's own `init(from:)` reads it. Only when no mapper reads the property: they would
    /// have to unwrap it.
    mutating func optionalProperty(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            guard finding.severity == .error, let field = finding.field, let swift = swiftName[finding.type], let entries = dtoTypes[swift],
                  let wire = result.wireNames[swift], let k = key(field, wire), let name = wire.keys[k].properties.first,
                  let main = entries.first(where: { t in t.properties.contains { $0.name == name } }),
                  let property = main.properties.first(where: { $0.name == name }), let type = property.type, !property.optional,
                  let lines = lines(main.file) else {
                throw FixRefusal(finding.severity == .error ? "the property is not a plain stored property" : "a warning or note: the property may be required by choice")
            }
            if let row = result.dataFlows.first(where: { $0.contractType == finding.type })?.rows.first(where: { $0.field == field }), !row.readBy.isEmpty {
                throw FixRefusal("\(row.readBy.joined(separator: ", ")) read\(row.readBy.count == 1 ? "s" : "") \(swift).\(name): making it optional changes them too")
            }
            let text = lines.text(property.line)
            guard let nameEnd = SourceLines.wordEnd(name, in: text), let colon = text.utf8.dropFirst(nameEnd).firstIndex(of: UInt8(ascii: ":")) else {
                throw FixRefusal("the declaration of \(name) is not on one line")
            }
            let typeStart = text.utf8.distance(from: text.utf8.startIndex, to: colon) + 1
            let spaces = text.utf8.dropFirst(typeStart).prefix { $0 == UInt8(ascii: " ") }.count
            let written = SourceLines.elementEnd(in: text, from: typeStart + spaces)
            let declared = String(decoding: Array(text.utf8)[(typeStart + spaces)..<written], as: UTF8.self)
            guard declared == type, !text.contains("=") else { throw FixRefusal("\(name) has a default value or a type spelled over several parts") }
            let optionalType = type.contains("->") || type.contains("&") ? "(\(type))?" : type + "?"
            var edits = [(main.file, TextEdit(line: property.line, column: typeStart + spaces, length: written - typeStart - spaces, text: optionalType))]
            for entry in entries {
                guard let decoder = entry.decoder, let source = self.lines(entry.file) else { continue }
                for read in decoder.reads where read.property == name && read.method == "decode" && read.fallback == nil {
                    let line = source.text(read.line)
                    guard let at = SourceLines.wordStart("decode", in: line) else { continue }
                    edits.append((entry.file, TextEdit(line: read.line, column: at, length: "decode".utf8.count, text: "decodeIfPresent")))
                }
            }
            return edits
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// A case for a contract value, named and spelled as the enum's cases are, before its
    /// fallback case (`unknown`) when it has one.
    mutating func missingEnumCase(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            guard let value = finding.field, let coverage = result.enumCoverage.first(where: { $0.contract == finding.type && $0.missing.contains(value) }),
                  coverage.kind != .union, let swiftEnum = dtoTypes[coverage.swiftName]?.first(where: { $0.kind == .enum }),
                  let lines = lines(swiftEnum.file) else { throw FixRefusal("the Swift enum was not found among the scanned types") }
            guard swiftEnum.rawValueMapping.isEmpty, swiftEnum.wireValues.isEmpty, swiftEnum.encodedValues.isEmpty else {
                throw FixRefusal("\(swiftEnum.name) maps raw values in hand-written code: a new value needs a line there too")
            }
            let plain = swiftEnum.cases.filter { $0.associatedValues.isEmpty }
            guard let last = plain.last(where: { $0.name != coverage.fallback }) ?? plain.last else { throw FixRefusal("\(swiftEnum.name) has no case to follow") }
            var name = SwiftNaming.caseName(value)
            // Cases spelled as their raw values (`case IN_PROGRESS`) are kept in that spelling.
            if plain.allSatisfy({ $0.rawValue == nil || $0.rawValue == $0.name }), SwiftNaming.isIdentifier(value), plain.contains(where: { $0.name.contains("_") || $0.name.first?.isUppercase == true }) {
                name = value
            }
            guard !swiftEnum.cases.contains(where: { $0.name == name }) else { throw FixRefusal("\(swiftEnum.name) already has a case named \(name)") }
            let explicit = plain.contains { $0.rawValue != nil && $0.rawValue != $0.name }
            let raw = name == value && !explicit ? "" : " = \(literal(value))"
            let fallback = swiftEnum.cases.first { $0.name == coverage.fallback }
            // Before the fallback case when it follows the others, else after the last case.
            let line = fallback.map { $0.line > last.line ? $0.line : last.line + 1 } ?? last.line + 1
            let indent = lines.indent(fallback.map { $0.line > last.line ? $0.line : last.line } ?? last.line)
            return [(swiftEnum.file, TextEdit(line: line, text: indent + "case " + SwiftNaming.escaped(name) + raw + "\n"))]
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// A raw value as a Swift literal: a number as written, a string quoted and escaped.
    private func literal(_ value: String) -> String {
        if Double(value) != nil, !value.contains(" ") { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
