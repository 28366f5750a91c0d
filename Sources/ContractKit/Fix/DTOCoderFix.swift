import Foundation

/// The parts of a missing-field fix that follow a DTO's hand-written code: its memberwise
/// initializer, `init(from:)` and `encode(to:)`. Each new line is a neighbour's line with
/// the names changed, so it keeps the file's `try`, container name, method and indentation.
extension FixContext {
    func initializerEdits(_ new: NewField, _ anchor: Anchor, _ type: ScannedType, _ lines: SourceLines) throws -> [TextEdit] {
        var edits: [TextEdit] = []
        for initializer in type.initializers where !(initializer.parameters.first?.label == "from" && initializer.parameters.count == 1) {
            guard let parameter = initializer.parameters.first(where: { $0.name == anchor.property.name }) else {
                // An initializer that does not take the neighbour sets its fields some other way.
                if initializer.parameters.isEmpty { continue }
                throw FixRefusal("an initializer of \(type.name) does not take \(anchor.property.name); where the new parameter goes is a choice")
            }
            edits += try parameterEdits(new, anchor, initializer, parameter, lines)
        }
        return edits
    }

    private func parameterEdits(_ new: NewField, _ anchor: Anchor, _ initializer: ScannedInitializer, _ parameter: ScannedInitializer.Parameter,
                                _ lines: SourceLines) throws -> [TextEdit] {
        let spoken = parameter.label == "_" ? parameter.name : parameter.label
        // The parameter's line: its label followed by a name or a colon.
        let span = initializer.line...(initializer.line + initializer.parameters.count + 2)
        guard let line = span.first(where: { l in
            let text = lines.text(l)
            guard let end = SourceLines.wordEnd(spoken, in: text) else { return false }
            return text.utf8.dropFirst(end).first { $0 != UInt8(ascii: " ") }.map { $0 == UInt8(ascii: ":") || SourceLines.isWordByte($0) } ?? false
        }) else { throw FixRefusal("the initializer's parameter \(spoken) was not found") }
        let text = lines.text(line), start = SourceLines.wordStart(spoken, in: text)!
        let defaultValue = new.optional ? " = nil" : new.fallback.map { " = " + $0 } ?? (new.type.hasPrefix("[") && parameter.defaultValue == "[]" ? " = []" : "")
        let declared = "\(SwiftNaming.escaped(new.property)): \(new.declared)\(defaultValue)"
        let startsLine = text.prefix { $0 == " " || $0 == "\t" }.utf8.count == start
        let end = SourceLines.elementEnd(in: text, from: start)
        let rest = String(decoding: text.utf8.dropFirst(end), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let nextLineIndent = rest == "," ? lines.indent(line + 1) : nil
        var edits: [TextEdit]
        switch (anchor.after, startsLine || nextLineIndent != nil) {
        case (true, true): edits = [TextEdit(line: line, column: end, text: ",\n" + (startsLine ? lines.indent(line) : nextLineIndent!) + declared)]
        case (true, false): edits = [TextEdit(line: line, column: end, text: ", " + declared)]
        case (false, true) where startsLine: edits = [TextEdit(line: line, text: lines.indent(line) + declared + ",\n")]
        case (false, _): edits = [TextEdit(line: line, column: start, text: declared + ", ")]
        }
        // The assignment, after (or before) the neighbour's.
        let body = (line + 1)...(initializer.line + initializer.parameters.count * 3 + 12)
        let assigned = { (l: Int) -> Bool in
            let code = lines.text(l).trimmingCharacters(in: .whitespaces)
            return code.hasPrefix("self.\(anchor.property.name) =") || code.hasPrefix("\(anchor.property.name) =")
        }
        guard let assignment = body.first(where: assigned), lines.isSelfContained(assignment) else {
            throw FixRefusal("the initializer's assignment of \(anchor.property.name) was not found on one line")
        }
        let own = lines.text(assignment).trimmingCharacters(in: .whitespaces).hasPrefix("self.") ? "self." : ""
        let statement = lines.indent(assignment) + own + SwiftNaming.escaped(new.property) + " = " + SwiftNaming.escaped(new.property) + "\n"
        edits.append(TextEdit(line: anchor.after ? assignment + 1 : assignment, text: statement))
        return edits
    }

    func decoderEdits(_ new: NewField, _ anchor: Anchor, _ type: ScannedType, _ lines: SourceLines) throws -> [TextEdit] {
        guard let decoder = type.decoder, !decoder.singleValue, !decoder.reads.isEmpty else { return [] }
        // Lines are checked only for the reads that fit: a DTO has dozens, and one is copied.
        let candidates = decoder.reads.lazy.filter { $0.property != nil && $0.type != nil && !$0.literalKey && !$0.optionalTry }
        // A read that treats absence the way the new property must: `decodeIfPresent` with no
        // fallback for an optional, `decode` for a required one, else a fallback of the same type.
        let fits = { (r: ScannedDecoder.Read) -> Bool in
            if new.fallback != nil { return r.method == "decodeIfPresent" && r.fallback != nil }
            return new.optional ? r.method == "decodeIfPresent" && r.fallback == nil
                : (r.method == "decode" && r.fallback == nil) || (r.fallback != nil && r.type == new.type)
        }
        let own = candidates.first { $0.property == anchor.property.name && lines.isSelfContained($0.line) }
        let template = own.flatMap { fits($0) ? $0 : nil }
            ?? candidates.filter(fits).sorted { abs($0.line - (own?.line ?? 0)) < abs($1.line - (own?.line ?? 0)) }.first { lines.isSelfContained($0.line) }
        guard let template, let readType = template.type, let property = template.property else {
            throw FixRefusal("init(from:) has no read of \(new.optional ? "an optional" : "a required") value to copy the style of")
        }
        var text = lines.text(template.line)
        if let fallback = new.fallback, let old = template.fallback {
            guard let range = text.range(of: "?? " + old, options: .backwards) else {
                throw FixRefusal("the fallback of \(property)'s read in init(from:) is not on its line")
            }
            text.replaceSubrange(range, with: "?? " + fallback)
        }
        guard text.contains(readType + ".self"),
              let retyped = Optional(text.replacingOccurrences(of: readType + ".self", with: new.type + ".self")),
              let line = SourceLines.substituting(retyped, [(property, new.property), (template.key, new.keyCase)]) else {
            throw FixRefusal("the read of \(property) in init(from:) is not in a form the fix can copy")
        }
        let at = own?.line ?? template.line
        return [TextEdit(line: anchor.after || own == nil ? at + 1 : at, text: line + "\n")]
    }

    func encoderEdits(_ new: NewField, _ anchor: Anchor, _ type: ScannedType, _ lines: SourceLines) throws -> [TextEdit] {
        guard let encoder = type.encoder, !encoder.writes.isEmpty else { return [] }
        let optional = Set(type.properties.filter(\.optional).map(\.name))
        let candidates = encoder.writes.lazy.filter { $0.property != nil }
        let fits = { (w: ScannedEncoder.Write) -> Bool in
            new.optional ? w.method == "encodeIfPresent" || optional.contains(w.property!) : w.method == "encode" && !optional.contains(w.property!)
        }
        let own = candidates.first { $0.property == anchor.property.name && lines.isSelfContained($0.line) }
        let template = own.flatMap { fits($0) ? $0 : nil }
            ?? candidates.filter(fits).sorted { abs($0.line - (own?.line ?? 0)) < abs($1.line - (own?.line ?? 0)) }.first { lines.isSelfContained($0.line) }
        guard let template, let property = template.property,
              let line = SourceLines.substituting(lines.text(template.line), [(property, new.property), (template.key, new.keyCase)]) else {
            throw FixRefusal("encode(to:) has no write of \(new.optional ? "an optional" : "a required") value to copy the style of")
        }
        let at = own?.line ?? template.line
        return [TextEdit(line: anchor.after || own == nil ? at + 1 : at, text: line + "\n")]
    }
}
