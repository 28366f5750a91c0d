/// Pure, lexical path operations, so results never depend on the machine.
public enum SourcePath {
    /// Joins and removes `.` and `..` segments: `/a/b/../c` → `/a/c`.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name without its extension(s): `canonical.ts` → `canonical`, `x.d.ts` → `x`.
    public static func stem(of path: String) -> String {
        let name = fileName(of: path)
        return String(name.prefix { $0 != "." })
    }

    /// `path` relative to `base` (both absolute and normalised), using `..` where needed.
    public static func relative(_ path: String, to base: String) -> String {
        let p = path.split(separator: "/"), b = base.split(separator: "/")
        var common = 0
        while common < p.count && common < b.count && p[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        let rest = p[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// Whether the path names a TypeScript source file (`.ts`, `.tsx`, `.mts`, `.cts`, declarations included).
    public static func isTypeScript(_ path: String) -> Bool {
        [".ts", ".tsx", ".mts", ".cts"].contains { path.hasSuffix($0) }
    }

    /// The JavaScript files a relative module specifier can name, when no TypeScript file does.
    static func javaScriptCandidates(for specifier: String, from importer: String) -> [String] {
        let base = normalize(directory(of: importer) + "/" + specifier)
        if [".js", ".mjs", ".cjs", ".jsx"].contains(where: { base.hasSuffix($0) }) { return [base] }
        return [base + ".js", base + ".mjs", base + ".cjs", base + "/index.js"]
    }

    /// The candidate files a relative module specifier can name, in TypeScript's order.
    static func candidates(for specifier: String, from importer: String) -> [String] {
        let base = normalize(directory(of: importer) + "/" + specifier)
        var result: [String] = []
        for (js, ts) in [(".js", ".ts"), (".mjs", ".mts"), (".cjs", ".cts"), (".jsx", ".tsx")] where base.hasSuffix(js) {
            result.append(String(base.dropLast(js.count)) + ts)
            if ts == ".ts" { result.append(String(base.dropLast(js.count)) + ".d.ts") }
        }
        if base.hasSuffix(".ts") || base.hasSuffix(".tsx") || base.hasSuffix(".mts") || base.hasSuffix(".cts") { result.append(base) }
        result += [base + ".ts", base + ".tsx", base + ".d.ts", base + "/index.ts", base + "/index.d.ts"]
        return result
    }
}
