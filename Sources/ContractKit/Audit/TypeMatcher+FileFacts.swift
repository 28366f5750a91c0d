extension TypeMatcher {
    /// What the Swift files say beside their types' coders, and the contract's module
    /// prefixes: none needs the merged types.
    struct FileFacts: Sendable {
        var contractStripped: [String: String]
        /// The names `contractStripped` leaves (`StopPoint` for `TflApiPresentationEntitiesStopPoint`).
        var contractPlainNames: Set<String> = []
        var dateStrategies: Set<String>
        var swiftAliases: [String: String] = [:]
        var nestedAliases = Set<String>()
        var swiftEndpoints: [String: Set<String>]
        var genericSites: [GenericDecodeSite]
        var functionDecodes: [FunctionDecode]
        var decodedWholeTypes: Set<String>
        var topLevelAliases: [String: String] = [:]
        var genericInstances: [String: Set<String>]

        init(_ files: [ScannedFile], schema: Schema) {
            contractStripped = TypeMatcher.contractPrefixStripped(schema.declarations)
            TypeMatcher.productPrefixStripped(&contractStripped, schema.declarations, files)
            contractPlainNames = Set(contractStripped.values)
            dateStrategies = AppDateStrategies.resolved(files)
            for alias in files.flatMap(\.typeAliases) + files.flatMap(\.types).flatMap(\.typeAliases)
                where !alias.target.hasByte(UInt8(ascii: "&")) && swiftAliases[alias.name] == nil {
                swiftAliases[alias.name] = alias.target
            }
            for t in files.flatMap(\.types) { for alias in t.typeAliases { nestedAliases.insert(t.name + "." + alias.name) } }
            swiftEndpoints = schema.endpointReturns.isEmpty ? [:] : TypeMatcher.endpointResults(files)
            genericSites = TypeMatcher.genericDecodeSites(files)
            functionDecodes = TypeMatcher.functionDecodes(files)
            decodedWholeTypes = TypeMatcher.decodedWholeTypes(files)
            for alias in files.flatMap(\.typeAliases) where topLevelAliases[alias.name] == nil { topLevelAliases[alias.name] = alias.target }
            genericInstances = TypeMatcher.genericInstances(files)
        }
    }
}
