import Foundation

/// A project's module aliases from `tsconfig.json` (or `jsconfig.json`):
/// `compilerOptions.paths` (`"@/*": ["./src/*"]`, as Next.js sets up) and `baseUrl`.
/// With them, `import { userSchema } from '@/schemas/user'` reads the file as TypeScript
/// would, instead of taking `@/schemas/user` for a package.
struct TSConfigPaths {
    /// Absolute folder that the `paths` targets are relative to: `baseUrl`, else the
    /// folder of the tsconfig that set `paths`.
    var pathsBase: String
    /// `(prefix, suffix, targets)` of each pattern; a pattern without `*` has a nil suffix.
    var patterns: [(prefix: String, suffix: String?, targets: [String])] = []
    /// Absolute `baseUrl`, where bare specifiers are also looked up.
    var baseURL: String?

    /// The relative specifier (`../schemas/user`) the alias stands for, seen from
    /// `importer`, when a file is there; nil for a package or an unmapped name.
    func relativeSpecifier(for specifier: String, from importer: String, exists: (String) -> Bool) -> String? {
        var targets: [String] = []
        var best = -1
        for pattern in patterns {
            let matched: String?
            if let suffix = pattern.suffix {
                guard specifier.hasPrefix(pattern.prefix), specifier.hasSuffix(suffix),
                      specifier.count >= pattern.prefix.count + suffix.count else { continue }
                matched = String(specifier.dropFirst(pattern.prefix.count).dropLast(suffix.count))
            } else {
                matched = specifier == pattern.prefix ? "" : nil
            }
            guard let star = matched, pattern.prefix.count > best else { continue }
            best = pattern.prefix.count
            targets = pattern.targets.map { SourcePath.normalize(pathsBase + "/" + $0.replacingOccurrences(of: "*", with: star)) }
        }
        if let baseURL { targets.append(SourcePath.normalize(baseURL + "/" + specifier)) }
        let folder = SourcePath.directory(of: importer)
        for target in targets {
            var relative = SourcePath.relative(target, to: folder)
            if !relative.hasPrefix(".") { relative = "./" + relative }
            if SourcePath.candidates(for: relative, from: importer).contains(where: exists) { return relative }
        }
        return nil
    }

    /// The aliases in force for files in `folder`: the nearest `tsconfig.json` or
    /// `jsconfig.json` above it, with the files it `extends` by relative path. `cache`
    /// holds the answer for every folder on the way up, so sibling folders read nothing again.
    static func nearest(to folder: String, provider: any SourceProvider, cache: inout [String: TSConfigPaths?]) -> TSConfigPaths? {
        var walked: [String] = []
        var dir = folder
        var found: TSConfigPaths?
        search: while true {
            if let known = cache[dir] { found = known; break }
            walked.append(dir)
            for name in ["tsconfig.json", "jsconfig.json"] {
                let path = SourcePath.normalize(dir + "/" + name)
                if case .contents = provider.read(path) {
                    found = load(path, provider: provider)
                    break search
                }
            }
            guard dir != "/" && !dir.isEmpty else { break }
            dir = SourcePath.directory(of: dir)
        }
        for dir in walked { cache[dir] = .some(found) }
        return found
    }

    /// Reads one tsconfig and what it extends (at most eight deep); nil when it maps nothing.
    static func load(_ path: String, provider: any SourceProvider) -> TSConfigPaths? {
        var chain: [(folder: String, options: [String: Any])] = []
        var next: String? = path
        while let file = next, chain.count < 8 {
            next = nil
            guard case .contents(let bytes) = provider.read(file),
                  let json = try? JSONSerialization.jsonObject(with: Data(JSONC.strip(bytes))) as? [String: Any] else { break }
            chain.append((SourcePath.directory(of: file), json["compilerOptions"] as? [String: Any] ?? [:]))
            if let extends = json["extends"] as? String, extends.hasPrefix(".") {
                let target = SourcePath.normalize(SourcePath.directory(of: file) + "/" + extends)
                next = target.hasSuffix(".json") ? target : target + ".json"
            }
        }
        // The nearest file wins each option; relative values are relative to the file that sets them.
        let baseURL = chain.first { $0.options["baseUrl"] is String }.map { SourcePath.normalize($0.folder + "/" + ($0.options["baseUrl"] as! String)) }
        guard let pathsOwner = chain.first(where: { $0.options["paths"] is [String: Any] }) else {
            return baseURL.map { TSConfigPaths(pathsBase: $0, baseURL: $0) }
        }
        var config = TSConfigPaths(pathsBase: baseURL ?? pathsOwner.folder, baseURL: baseURL)
        let paths = pathsOwner.options["paths"] as! [String: Any]
        for key in paths.keys.sorted() {
            guard let targets = paths[key] as? [String], key.filter({ $0 == "*" }).count <= 1 else { continue }
            if let star = key.firstIndex(of: "*") {
                config.patterns.append((String(key[..<star]), String(key[key.index(after: star)...]), targets))
            } else {
                config.patterns.append((key, nil, targets))
            }
        }
        return config
    }
}

/// JSON with comments and trailing commas, as tsconfig files are written: stripped to JSON.
enum JSONC {
    static func strip(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        var inString = false
        while i < bytes.count {
            let c = bytes[i]
            if inString {
                out.append(c)
                if c == UInt8(ascii: "\\"), i + 1 < bytes.count { out.append(bytes[i + 1]); i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            let next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                // A trailing comma before the close: drop it.
                var j = out.count - 1
                while j >= 0 && [0x20, 0x09, 0x0A, 0x0D].contains(out[j]) { j -= 1 }
                if j >= 0 && out[j] == UInt8(ascii: ",") { out.remove(at: j) }
            }
            if c == UInt8(ascii: "\"") { inString = true }
            out.append(c)
            i += 1
        }
        return out
    }
}
