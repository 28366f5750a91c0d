/// A unified diff of two texts, for `generate --check` and golden-file tests.
public enum UnifiedDiff {
    /// The diff with `context` lines around each change, at most `maxLines` lines long.
    /// Common leading and trailing lines are skipped before comparing, so a small change
    /// in a large file stays cheap.
    public static func make(old: String, new: String, oldName: String = "expected", newName: String = "actual",
                            context: Int = 3, maxLines: Int = .max) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])

        var ops: [(Character, String)] = a[..<prefix].map { (" ", $0) }
        if midA.count * midB.count <= 4_000_000 {
            ops += lcsOperations(midA, midB)
        } else {
            ops += midA.map { ("-", $0) } + midB.map { ("+", $0) }
        }
        ops += a[(a.count - suffix)...].map { (" ", $0) }

        var out = ["--- \(oldName)", "+++ \(newName)"]
        var shown = Set<Int>()
        for (k, op) in ops.enumerated() where op.0 != " " {
            for c in max(0, k - context)...min(ops.count - 1, k + context) { shown.insert(c) }
        }
        var last = -2
        for k in shown.sorted() {
            if k != last + 1 { out.append("@@ line \(k + 1) @@") }
            out.append("\(ops[k].0)\(ops[k].1)")
            last = k
        }
        if out.count > maxLines {
            let hidden = out.count - maxLines
            out = Array(out.prefix(maxLines)) + ["… \(hidden) more diff lines"]
        }
        return out.joined(separator: "\n") + "\n"
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
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                ops.append(("+", b[j])); j += 1
            } else {
                ops.append(("-", a[i])); i += 1
            }
        }
        return ops
    }
}
