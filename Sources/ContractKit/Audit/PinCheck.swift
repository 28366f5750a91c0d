/// Every pin in `audit.types` must name a Swift type the scan found: a pin that names none
/// was silently ignored, and its contract type paired by name after all.
enum PinCheck {
    static func problems(_ config: ContractKitConfig, _ files: [ScannedFile]) -> [Diagnostic] {
        guard !config.audit.types.isEmpty else { return [] }
        let names = Set(files.flatMap(\.types).filter { $0.kind != .extension && $0.kind != .protocol }.map(\.name))
        var diagnostics: [Diagnostic] = []
        for (contract, swift) in config.audit.types.sorted(by: { $0.key < $1.key }) where !names.contains(swift) {
            let suggestion = names.filter { editDistance($0.lowercased(), swift.lowercased()) <= max(1, swift.count / 5) || lastComponent($0) == lastComponent(swift) }
                .min { (editDistance($0, swift), $0) < (editDistance($1, swift), $1) }
            let location = config.location(of: "audit.types.\(contract)") ?? SourceLocation(file: "contractkit.json", line: 1, column: 1)
            diagnostics.append(Diagnostic(.error, "audit.types pins \(contract) to '\(swift)', but no Swift type of that name was scanned"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: location))
        }
        return diagnostics
    }
}
