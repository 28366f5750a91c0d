extension FileFix {
    /// The edits as a unified diff (`--- a/path`, `+++ b/path`, three lines of context), made
    /// from the edits themselves rather than by comparing texts: linear in the file however
    /// many edits it has, where a line-matching diff of a large file with a thousand scattered
    /// edits is quadratic.
    public var unifiedDiff: String {
        var lines = SourceLines.split(original).map(String.init)
        let endsInNewline = lines.last == ""
        if endsInNewline { lines.removeLast() }
        var byLine: [Int: [TextEdit]] = [:]
        for edit in edits { byLine[edit.line, default: []].append(edit) }
        var kinds: [(kind: Character, text: String)] = []
        func add(_ kind: Character, _ text: String) { kinds.append((kind, text)) }
        for number in 1...(lines.count + 1) {
            let old = number <= lines.count ? lines[number - 1] : ""
            guard let here = byLine[number] else {
                if number <= lines.count { add(" ", old) }
                continue
            }
            let moved = here.map { TextEdit(line: 1, column: $0.column, length: $0.length, text: $0.text) }
            var segments = SourceLines.split(TextEdit.apply(moved, to: old) ?? old).map(String.init)
            let kept = here.allSatisfy { $0.column == 0 && $0.length == 0 } && segments.last == old
            if kept || number > lines.count { segments.removeLast() }
            if !kept && number <= lines.count { add("-", old) }
            for segment in segments { add("+", segment) }
            if kept && number <= lines.count { add(" ", old) }
        }
        // In each run of changed lines the removed ones come first, as `diff -u` prints them.
        var ops: [UnifiedDiff.Operation] = []
        var oldLine = 0, newLine = 0, start = 0
        while start < kinds.count {
            var end = start
            while end < kinds.count && (kinds[end].kind != " ") == (kinds[start].kind != " ") { end += 1 }
            let run = kinds[start..<end]
            for (kind, text) in run.filter({ $0.kind != "+" }) + run.filter({ $0.kind == "+" }) {
                ops.append(UnifiedDiff.Operation(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
                if kind != "+" { oldLine += 1 }
                if kind != "-" { newLine += 1 }
            }
            start = end
        }
        guard ops.contains(where: { $0.kind != " " }) else { return "" }
        var out = ["--- a/\(path)", "+++ b/\(path)"]
        for hunk in UnifiedDiff.hunks(ops, context: 3) {
            let slice = ops[hunk]
            let oldCount = slice.filter { $0.kind != "+" }.count, newCount = slice.filter { $0.kind != "-" }.count
            let oldStart = oldCount == 0 ? slice.first!.oldLine : slice.first!.oldLine + 1
            let newStart = newCount == 0 ? slice.first!.newLine : slice.first!.newLine + 1
            out.append("@@ -\(UnifiedDiff.range(oldStart, oldCount)) +\(UnifiedDiff.range(newStart, newCount)) @@")
            out += slice.map { "\($0.kind)\($0.text)" }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
