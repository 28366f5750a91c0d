/// A union of a full type and a lighter form of it held by one struct:
/// `unit: IngredientUnit | CreateIngredientUnit | null` read into one `UnitStub`.
///
/// The lighter arm (the create form, every key of which the full type has too, some made
/// optional) is the full type's shape before the server fills it in. Each key the struct drops
/// or requires is one drift of the full arm, which the full arm's audit reports; the lighter
/// arm's findings on those keys would repeat it, and an `id` the create form leaves out is
/// the full arm's to have. They stay as notes.
extension DTOAuditor {
    /// Arm → the other arm of its union, held by the same Swift type, that declares every key
    /// it declares and more.
    func fullerArms() -> [String: String] {
        var fuller: [String: String] = [:]
        for (arm, group) in matcher.armsHeldTogether {
            guard let holder = matcher.matches[arm]?.type.name, let mine = declarations[arm]?.fields else { continue }
            let keys = Set(mine.map(\.name))
            let best = group.first { other in
                guard other != arm, matcher.matches[other]?.type.name == holder, let theirs = declarations[other]?.fields, theirs.count > keys.count else { return false }
                let names = Set(theirs.map(\.name))
                return keys.isSubset(of: names)
            }
            if let best { fuller[arm] = best }
        }
        return fuller
    }

    /// The errors and warnings of a lighter arm on keys its fuller arm declares, as notes.
    func leavingKeysToFullerArms(_ findings: [Finding]) -> [Finding] {
        guard !matcher.armsHeldTogether.isEmpty else { return findings }
        let fuller = fullerArms()
        guard !fuller.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.layer == .dto, finding.severity != .info, let field = finding.field, let full = fuller[finding.type],
                  let holder = matcher.matches[finding.type]?.type.name else { return finding }
            var note = finding
            note.severity = .info
            note.message += "; \(full), the fuller arm of the same union, declares '\(field)' too and is audited against \(holder): a drift is reported there"
            return note
        }
    }
}
