/// A small app struct that reads a slice of a large payload: `Show { id, name, posterPath,
/// genreIds }` of a twenty-field search result. It shares too few of the contract type's
/// fields to pair by coverage, but when every key it reads is a field of one contract type
/// and of no other, no other contract type could be what it decodes. Among several that have
/// every key (a search result and the credits that repeat its fields), the only one whose name
/// starts with the Swift type's first word (`TvResult` for `TVShow`) is.
extension TypeMatcher {
    /// Keys a Swift type must read, all of them the contract type's, to pair as its only holder.
    static let onlyHolderKeys = 4

    /// Whether `decl` is the only contract object that has every one of the Swift type's
    /// `keys` (which it shares all of: `matched == keys.count`). The index of field names to
    /// the declarations that have them is built on first need, once per shape search.
    func isOnlyHolder(_ decl: Declaration, _ t: ScannedType, keys: [String], matched: Int, index: inout [String: Set<String>]?,
                      owners: inout [SourceLocation: String]?) -> Bool {
        guard matched >= Self.onlyHolderKeys, matched == keys.count, !isCasePayload(t) else { return false }
        if index == nil { index = fieldHolders() }
        var holders: Set<String>?
        for key in keys {
            let having = index![key] ?? []
            holders = holders.map { $0.intersection(having) } ?? having
            if holders!.count <= 1 { break }
        }
        guard var holders, holders.contains(decl.name) else { return false }
        if holders.count > 1 {
            if owners == nil { owners = Self.fieldOwners(schema) }
            holders = holders.filter { $0 == decl.name || !inheritsKeys($0, of: decl, keys, owners: owners!) }
        }
        if holders.count == 1 { return true }
        guard let word = Self.firstWord(lastComponent(t.name))?.lowercased() else { return false }
        return holders.filter { Self.firstWord(lastComponent($0))?.lowercased() == word } == [decl.name]
    }

    /// Whether `heir` has most of `keys` as copies of fields `decl` declares (`StoryParams extends
    /// Partial<Story>`, which redeclares one of them): the same source locations, `decl` the
    /// declaration whose own field list holds them (`owners`, from `fieldOwners`). Such a type is
    /// `decl` again for those keys, no rival holder of them.
    func inheritsKeys(_ heir: String, of decl: Declaration, _ keys: [String], owners: [SourceLocation: String]) -> Bool {
        guard let other = declarations[heir] else { return false }
        let own = readNames(decl), theirs = readNames(other)
        let copied = keys.filter { key in
            guard let place = own[key] else { return false }
            return theirs[key] == place && owners[place] == decl.name
        }
        return copied.count * 2 > keys.count
    }

    /// Each field's location by the names the app may read it under, as `fieldHolders` indexes them.
    func readNames(_ decl: Declaration) -> [String: SourceLocation] {
        var names: [String: SourceLocation] = [:]
        for field in decl.fields ?? [] {
            names[field.name] = names[field.name] ?? field.location
            if convertsFromSnakeCase { names[WireModel.camelCase(fromSnakeCase: field.name)] = names[WireModel.camelCase(fromSnakeCase: field.name)] ?? field.location }
        }
        return names
    }

    /// Whether an enum of the app carries `t` as a case's associated value (`case imported(ImportDetails)`):
    /// then the struct is one variant of an object the enum stands for whole (`TypeMatcher+CaseStructs`),
    /// not a slice of it to pair alone.
    func isCasePayload(_ t: ScannedType) -> Bool {
        let name = lastComponent(t.name)
        return swiftTypes.values.contains { e in
            e.kind == .enum && e.cases.contains { $0.associatedValues.count == 1 && lastComponent($0.associatedValues[0]) == name }
        }
    }

    /// Field name (and, under `.convertFromSnakeCase`, the name the app reads it by) → the
    /// object declarations that have it.
    func fieldHolders() -> [String: Set<String>] {
        var index: [String: Set<String>] = [:]
        for decl in schema.declarations where decl.kind == .object {
            for field in decl.fields ?? [] {
                index[field.name, default: []].insert(decl.name)
                if convertsFromSnakeCase { index[WireModel.camelCase(fromSnakeCase: field.name), default: []].insert(decl.name) }
            }
        }
        return index
    }
}
