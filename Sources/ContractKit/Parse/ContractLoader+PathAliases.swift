/// Path aliases such as `'@/lib/enums'` or `'~/types/user'` when no `tsconfig.json` maps
/// them. A specifier whose first segment has no letter or digit (`@`, `~`, `@@`) cannot be
/// an npm package name, so it is a project alias whose tsconfig was not copied with the
/// contract. Such projects map the alias to one source folder (`"@/*": ["./src/*"]`); the
/// loader takes the outermost folder between the contract's folder and the importer that
/// holds the named file, and warns when none does.
extension ContractLoader.Loading {
    /// `true` for `@/x`, `~/x`, `@@/x`: a first segment no package name can have.
    static func isPathAlias(_ specifier: String) -> Bool {
        guard let slash = specifier.firstIndex(of: "/"), slash != specifier.startIndex else { return false }
        return !specifier[..<slash].contains { $0.isLetter || $0.isNumber }
    }

    /// The relative specifier an unmapped path alias stands for: the rest after the
    /// alias segment, looked up in each folder from the contract's folder down to the
    /// importer's, outermost first. Nil when no such file exists.
    func guessedAliasTarget(_ specifier: String, from importer: String) -> String? {
        guard Self.isPathAlias(specifier), let slash = specifier.firstIndex(of: "/") else { return nil }
        let rest = String(specifier[specifier.index(after: slash)...])
        guard !rest.isEmpty else { return nil }
        let folder = SourcePath.directory(of: importer)
        let root = contractFolder
        guard folder == root || folder.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        var folders = [folder]
        var dir = folder
        while dir != root, dir != "/", !dir.isEmpty {
            dir = SourcePath.directory(of: dir)
            folders.append(dir)
        }
        for base in folders.reversed() {
            var relative = SourcePath.relative(SourcePath.normalize(base + "/" + rest), to: folder)
            if !relative.hasPrefix(".") { relative = "./" + relative }
            if SourcePath.candidates(for: relative, from: importer).contains(where: { queued.contains($0) || provider.exists($0) }) {
                return relative
            }
        }
        return nil
    }

    /// Says once per import that an alias named no file, so its types read as external.
    mutating func warnUnresolvedAlias(_ specifier: String, at location: SourceLocation, configured: Bool) {
        let why = configured ? "the tsconfig's paths map it to no file here"
                             : "no tsconfig.json maps it and no folder of the contract holds that file"
        diagnostics.emit(.warning, "cannot resolve path alias '\(specifier)': \(why); types imported from it are read as external",
                         at: location)
    }
}
