/// A contract type named as a change to an entity (`BookMetadataUpdateDto`,
/// `ProjectPatch`, `TagCreation`) is what the client sends to edit it: the fields it may
/// change, most of them optional. Beside the entity's response type (`BookMetadataDto`)
/// it often shares every key with the struct the app decodes the entity into, but that
/// struct only reads the response; judging the edit payload as a second response of it
/// reports every optional field of the edit as a decoding failure. The name is only a
/// hint, so it only stops the weakest pairing: a Swift type that already pairs better with
/// another contract type is not taken to read the edit payload too.
extension TypeMatcher {
    static let editWords = ["update", "patch", "create", "creation", "edit"]

    /// Whether the contract name, without its common suffixes (`Dto`, `Body`, `Payload`),
    /// ends with a word that says the client changes an entity with it.
    static func namesAnEdit(_ name: String) -> Bool {
        editedEntity(name) != nil
    }

    /// The entity an edit payload's name changes, lower-cased: `user` for `UserCreate`,
    /// `bookmetadata` for `BookMetadataUpdateDto`; nil for a name that says no edit.
    static func editedEntity(_ name: String) -> String? {
        let plain = lastComponent(name)
        guard !plain.hasSuffix("Response"), !plain.hasSuffix("Result") else { return nil }
        for stem in stems(plain).sorted() {
            if let word = editWords.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) { return String(stem.dropLast(word.count)) }
        }
        return nil
    }

    /// A small shape (two keys in common, each side with keys of its own) between an edit
    /// payload of one entity and a Swift type whose name does not mention that entity
    /// (`UserCreate` and a sign-in's `Input`): two payloads that look alike, not one type.
    static func editsAnotherEntity(_ c: Candidate, shared: Int) -> Bool {
        guard shared < strongShapeKeys, shared < (c.decl.fields?.count ?? 0), !keysAllShared(c, shared),
              let entity = editedEntity(c.decl.name) else { return false }
        return !c.type.name.lowercased().contains(entity)
    }
}
