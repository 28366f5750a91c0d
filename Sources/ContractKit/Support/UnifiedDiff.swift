/// A unified diff of two texts, in the form `diff -u` and `git diff` print: `---`/`+++`
/// headers, `@@ -a,b +c,d @@` hunks, removed lines before added ones. For
/// `generate --check` and golden-file tests.
public enum UnifiedDiff {
    /// The diff with `context` lines around each change, at most `maxLines` lines long;
    /// empty when the texts are equal. Common leading and trailing lines are skipped before
    /// comparing, so a small change in a large file stays cheap.
    public static func make(old: String, new: String, oldName: String = "expected", newName: String = "actual",
                            context: Int = 3, maxLines: Int = .max) -> String {
        let ops = operations(old, new)
        guard ops.contains(where: { $0.kind != " " }) else { return "" }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(ops, context: context) {
            let slice = ops[hunk]
            let oldCount = slice.filter { $0.kind != "+" }.count, newCount = slice.filter { $0.kind != "-" }.count
            // An empty side starts at the line before the hunk, as diff -u writes it.
            let oldStart = oldCount == 0 ? slice.first!.oldLine : slice.first!.oldLine + 1
            let newStart = newCount == 0 ? slice.first!.newLine : slice.first!.newLine + 1
            out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            out += slice.map { "\($0.kind)\($0.text)" }
        }
        if out.count > maxLines {
            let hidden = out.count - maxLines
            out = Array(out.prefix(maxLines)) + ["… \(hidden) more diff line\(hidden == 1 ? "" : "s")"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// One line of the comparison: kept (` `), removed (`-`) or added (`+`), with the
    /// zero-based numbers of the old and new lines before it.
    struct Operation {
        var kind: Character
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    static func operations(_ old: String, _ new: String) -> [Operation] {
        // Lines, without the empty one after a final newline.
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let a = lines(old), b = lines(new)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var kinds: [(Character, String)] = a[..<prefix].map { (" ", $0) }
        if midA.count * midB.count <= 4_000_000 {
            kinds += lcsOperations(midA, midB)
        } else {
            kinds += midA.map { ("-", $0) } + midB.map { ("+", $0) }
        }
        kinds += a[(a.count - suffix)...].map { (" ", $0) }
        var ops: [Operation] = []
        var oldLine = 0, newLine = 0
        for (kind, text) in kinds {
            ops.append(Operation(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
            if kind != "+" { oldLine += 1 }
            if kind != "-" { newLine += 1 }
        }
        return ops
    }

    /// Index ranges of the operations to show: each change with `context` lines around
    /// it, overlapping ranges merged.
    static func hunks(_ ops: [Operation], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (k, op) in ops.enumerated() where op.kind != " " {
            let range = max(0, k - context)..<min(ops.count, k + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func lcsOperations(_ a: [String], _ b: [String]) -> [(Character, String)] {
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                // Removed lines first, as diff -u prints them.
                ops.append(("-", a[i])); i += 1
            } else {
                ops.append(("+", b[j])); j += 1
            }
        }
        return ops
    }

    /// A hunk range as `diff -u` writes it: the count is left out when it is 1.
    static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
