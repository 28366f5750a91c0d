/// Twins that differ only in which fields they require: a create payload (`{ url; title;
/// notes?; … }`) and its update payload (`Omit<Create, 'url'> & { url?: string }`) have one shape,
/// so by keys they tie for the app's create request, and pair with it together. An app that
/// sends both often has two structs of those keys: the create request, whose properties are
/// all set, and a patch request, whose properties are all optional. When both twins have
/// another free Swift type of their keys as a candidate, they are split over the two the way
/// that agrees on more fields' optionality (a required field held by a non-optional property,
/// an optional one by an optional property) than the other way round; otherwise they pair together.
extension TypeMatcher {
    /// Pairs tied twins: split over two Swift types when their optionality says which is which,
    /// else all with the one they tie for. The Swift types now taken.
    mutating func pairTwins(_ twins: [Candidate], all: [Candidate], byDecl: [String: [Int]], used: Set<String>) -> [String] {
        if let split = splitByOptionality(twins, all: all, byDecl: byDecl, used: used) {
            for (c, twin) in split {
                matches[c.decl.name] = (c.type, c.how + ", apart from its twin \(twin): its fields are optional where \(lastComponent(c.type.name))'s are")
                weak[c.decl.name] = nil
            }
            return split.map(\.0.type.name)
        }
        for twin in twins {
            matches[twin.decl.name] = (twin.type, twin.how + ", as are its twins " + twins.map(\.decl.name).filter { $0 != twin.decl.name }.joined(separator: ", "))
            weak[twin.decl.name] = nil
        }
        return twins.map(\.type.name)
    }

    /// Two twins tied for one Swift type, split over it and the best other free Swift type both
    /// have as a candidate, when one way agrees on more fields' optionality than the other; nil otherwise.
    mutating func splitByOptionality(_ twins: [Candidate], all: [Candidate], byDecl: [String: [Int]], used: Set<String>) -> [(Candidate, String)]? {
        guard twins.count == 2, twins[0].type.name == twins[1].type.name else { return nil }
        let (a, b) = (twins[0], twins[1])
        let optional = { (decl: Declaration) in Set((decl.fields ?? []).filter { $0.optionality.allowsMissingValue }.map(\.name)) }
        guard optional(a.decl) != optional(b.decl) else { return nil }
        let theirs = Set((byDecl[b.decl.name] ?? []).map { all[$0].type.name })
        // `byDecl` lists each contract type's candidates best first.
        guard let other = (byDecl[a.decl.name] ?? []).lazy.map({ all[$0] }).first(where: {
            $0.type.name != a.type.name && !used.contains($0.type.name) && theirs.contains($0.type.name)
        }), let otherForB = (byDecl[b.decl.name] ?? []).lazy.map({ all[$0] }).first(where: { $0.type.name == other.type.name }) else { return nil }
        let straight = optionalityAgreement(a.decl, a.type) + optionalityAgreement(b.decl, other.type)
        let crossed = optionalityAgreement(a.decl, other.type) + optionalityAgreement(b.decl, b.type)
        if straight > crossed { return [(a, b.decl.name), (otherForB, a.decl.name)] }
        if crossed > straight { return [(other, b.decl.name), (b, a.decl.name)] }
        return nil
    }

    /// How many of the contract type's fields the Swift type holds with the same optionality.
    mutating func optionalityAgreement(_ decl: Declaration, _ t: ScannedType) -> Int {
        let model = wire(t)
        var agree = 0
        for field in decl.fields ?? [] {
            guard let p = model.property(forWireName: field.name) else { continue }
            if (p.optional || SwiftTypeShape(p.type ?? "").isOptional) == field.optionality.allowsMissingValue { agree += 1 }
        }
        return agree
    }
}
