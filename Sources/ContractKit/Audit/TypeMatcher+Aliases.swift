/// A contract type the app names with a type alias of another struct:
/// `typealias RenameFileOptions = CreateFileOptions`. The alias says the two are one shape in
/// the app, so the contract's `RenameFileOptions` pairs with `CreateFileOptions` too, as a
/// pin would, whatever else that struct stands for.
extension TypeMatcher {
    mutating func pairAliasedNames() {
        for decl in schema.declarations where matches[decl.name] == nil && decl.kind != .alias {
            guard swiftTypes[decl.name] == nil, let target = topLevelAliases[lastComponent(decl.name)],
                  let t = swiftTypes[target] ?? context.resolve(target, from: ""), fits(t, decl) else { continue }
            matches[decl.name] = (t, "the Swift type alias \(lastComponent(decl.name)) = \(target)")
        }
    }
}
