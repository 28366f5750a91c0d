/// A contract type the app names with a type alias of another struct:
/// `typealias RenameFileOptions = CreateFileOptions`. The alias says the two are one shape in
/// the app, so the contract's `RenameFileOptions` pairs with `CreateFileOptions` too, as a
/// pin would, whatever else that struct stands for.
extension TypeMatcher {
    mutating func pairAliasedNames() {
        for decl in schema.declarations where matches[decl.name] == nil && decl.kind != .alias {
            guard swiftTypes[decl.name] == nil, let written = topLevelAliases[lastComponent(decl.name)] else { continue }
            var target = written
            // A list the contract names (`ListAliases`) is the app's alias of a list too: `typealias Infobox = [InfoboxItem]`.
            if schema.listedObjects.contains(decl.name), case .array(let element) = SwiftTypeShape(target).unwrapped,
               case .named(let name, []) = element { target = name }
            guard let t = swiftTypes[target] ?? context.resolve(target, from: ""), fits(t, decl) else { continue }
            matches[decl.name] = (t, "the Swift type alias \(lastComponent(decl.name)) = \(written)")
        }
    }
}

extension TypeMatcher {
    /// What the alias a type text names stands for, seen from inside `scope` as Swift looks a
    /// name up: a type nested in the scope or an enclosing one shadows an alias another type
    /// declares. Inside `Account`, `Source` is the struct `Account.Source`, not the protocol
    /// `DecodableDefault` calls `Source`; a name the app declares no type of still reads
    /// through any alias of that name (a protocol's `typealias ID = String` in its conformers).
    func aliasTarget(_ name: String, from scope: String) -> String? {
        guard !swiftAliases.isEmpty, let target = swiftAliases[lastComponent(name)], target != name else { return nil }
        if name.utf8.contains(UInt8(ascii: ".")) { return context.resolve(name, from: scope) == nil ? target : nil }
        var outer = scope
        while !outer.isEmpty {
            let nested = outer + "." + name
            if nestedAliases.contains(nested) { return target }
            if context.types[nested] != nil { return nil }
            outer = WireContext.enclosingScope(outer)
        }
        if topLevelAliases[name] != nil { return target }
        return context.types[name] == nil ? target : nil
    }
}
