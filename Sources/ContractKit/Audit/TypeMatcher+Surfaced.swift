/// Declarations a contract exposes without exporting them: an unexported interface that an
/// exported union, or an exported type's field, names (`export type WhoAmI = UserInfo |
/// OrgInfo` over `interface UserInfo`), or a module-local type that a function its callers can
/// reach takes (`export function addNote(payload: NotePayload)` over `type NotePayload = {…}`).
/// TypeScript keeps their shape in the exported type or signature, so they are as much the
/// contract as the exported ones and may pair by name or shape.
extension TypeMatcher {
    static func surfaced(_ schema: Schema) -> Set<String> {
        // `signatureDirections` says `request` only of what a callable signature sends.
        var seen = Set(schema.declarations.filter { $0.isExported || schema.signatureDirections[$0.name] == "request" }.map(\.name))
        // A contract that exports every declaration (most do) has nothing more to surface.
        guard schema.declarations.contains(where: { !$0.isExported }) else { return seen }
        let byName = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var todo = Array(seen).sorted()
        while let name = todo.popLast() {
            guard let decl = byName[name] else { continue }
            var names: [String] = []
            for field in decl.fields ?? [] { references(in: field.type, into: &names) }
            for variant in decl.variants ?? [] { references(in: variant.type, into: &names) }
            if let target = decl.target { references(in: target, into: &names) }
            for found in names where byName[found] != nil && seen.insert(found).inserted { todo.append(found) }
        }
        return seen
    }
}
