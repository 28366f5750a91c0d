import Foundation

extension SwiftDeclarationScanner {
    /// Files at least this large are lexed and scanned in parts, all cores at once.
    static let partedFile = 1_000_000
    /// A part's size: small enough that the parts even out over the cores while other work
    /// (the contract, the small files) runs beside them.
    static let partSize = 256 * 1024

    /// A large file lexed and scanned in parts on all cores, each part lexed and scanned
    /// as soon as a core is free; the same result as one pass over the whole file.
    ///
    /// A part starts after a `}` alone on its line, where a top-level declaration ends in
    /// formatted Swift. That is a guess: the `}` might sit in a multi-line string, a
    /// comment or a nested body. Each part is lexed as if plain code started there, and the
    /// guess is then checked: every part but the last must lex with no diagnostic and close
    /// every bracket it opens, so the next part does start in plain code at top level.
    /// Otherwise, or when any part has a diagnostic at all, nil: the caller lexes the whole
    /// file in one piece and reports exactly what it always did.
    static func scanInParts(_ bytes: [UInt8], file: String, functions: Bool, partSize: Int = partSize) -> (ScannedFile, [Diagnostic])? {
        let parts = partRanges(bytes, size: partSize)
        guard parts.count > 1 else { return nil }
        // The lines before each part, counted on all cores first, so every token carries the line of the file.
        let newlines = Parallel.map(parts.count) { newlineCount(bytes, parts[$0]) }
        var firstLines = [1]
        for n in newlines.dropLast() { firstLines.append(firstLines[firstLines.count - 1] + n) }
        let lines = firstLines
        @Sendable func lex(_ i: Int) -> ([SwiftToken], settingCandidates: [Int], hasDirectives: Bool)? {
            SwiftLexer.tokenizePart(bytes, parts[i], file: file, firstLine: lines[i], isLast: i == parts.count - 1)
        }
        // A part's tokens (eight bytes of memory a byte of source) are freed on its core as soon as it
        // is scanned, so the next part reuses that memory rather than the process growing by the whole file's.
        let scanned = Parallel.map(parts.count) { i -> (ScannedFile, [Diagnostic], encoded: [(name: String, line: Int)])? in
            guard let (tokens, settings, directives) = lex(i) else { return nil }
            return scanPart(tokens, settingCandidates: settings, hasDirectives: directives, file: file, functions: functions)
        }
        var merged = ScannedFile(path: file, lineCount: 0, types: [])
        var diagnostics: [Diagnostic] = []
        var encodedNames: [(name: String, line: Int)] = []
        for part in scanned {
            guard let (partFile, partDiagnostics, encoded) = part else { return nil }
            merged.codingUses += partFile.codingUses
            encodedNames += encoded
            merged.types += partFile.types
            merged.typeAliases += partFile.typeAliases
            merged.imports += partFile.imports
            merged.decoderSettings += partFile.decoderSettings
            // A part's locals are numbered in the part; the merged list shifts them.
            let shift = merged.jsonDecoders.count
            merged.jsonDecoders += partFile.jsonDecoders
            merged.decodeCalls += partFile.decodeCalls.map { call in
                var call = call
                if case .local(let index) = call.decoder { call.decoder = .local(index + shift) }
                return call
            }
            merged.typeArguments += partFile.typeArguments
            merged.genericSpellings += partFile.genericSpellings
            merged.functions += partFile.functions
            merged.lineCount = partFile.lineCount
            diagnostics += partDiagnostics
        }
        // Each part found its own uses on its core; an `encode(x)` is typed from every part's declarations,
        // so a file that has one lexes its parts again (each lexed cleanly the first time).
        let partTokens = encodedNames.isEmpty ? [] : Parallel.map(parts.count) { lex($0)?.0 ?? [] }
        merged.codingUses = CodingUses.resolved(merged.codingUses, pending: encodedNames, parts: partTokens)
        var sorted = Diagnostics()
        sorted.append(contentsOf: diagnostics)
        return (merged, sorted.sorted)
    }

    /// One part's declarations, as `scan` finds a whole file's.
    private static func scanPart(_ tokens: [SwiftToken], settingCandidates: [Int], hasDirectives: Bool, file: String,
                                 functions: Bool) -> (ScannedFile, [Diagnostic], encoded: [(name: String, line: Int)]) {
        var scanner = SwiftDeclarationScanner(tokens: tokens, file: file, diagnostics: Diagnostics())
        if hasDirectives {
            scanner.dropDirectiveConditions(tokens)
        }
        let (types, aliases, imports, diagnostics) = scanTopLevel(scanner.tokens, file: file, onOneCore: true)
        // The end token sits on the part's last line, at column 1 after a final line break.
        let end = tokens[tokens.count - 1]
        var scanned = ScannedFile(path: file, lineCount: end.column == 1 ? end.line - 1 : end.line, types: types)
        let (uses, encoded) = DecoderUses.fill(&scanned, tokens: tokens, settingCandidates: settingCandidates, filtered: scanner.tokens,
                                               hasDirectives: hasDirectives)
        scanned.codingUses = uses
        scanned.typeAliases = aliases
        scanned.imports = imports
        if functions { scanned.functions = FunctionScanner.scan(scanner.tokens, file: file) }
        return (scanned, diagnostics, encoded)
    }

    /// Ranges of at least `size` bytes, each but the first starting just after a line that
    /// holds only `}`.
    static func partRanges(_ bytes: [UInt8], size: Int) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { b in
            var ranges: [Range<Int>] = []
            var start = 0
            var i = size
            while i + 2 < b.count {
                if b[i] == UInt8(ascii: "\n"), b[i + 1] == UInt8(ascii: "}"), b[i + 2] == UInt8(ascii: "\n") {
                    ranges.append(start..<(i + 3))
                    start = i + 3
                    i = start + size
                } else {
                    i += 1
                }
            }
            ranges.append(start..<b.count)
            return ranges
        }
    }

    static func newlineCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { b in
            var n = 0
            for i in range where b[i] == UInt8(ascii: "\n") { n += 1 }
            return n
        }
    }
}
