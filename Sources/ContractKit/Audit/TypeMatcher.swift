/// Finds the Swift type for each contract type, with no config on apps nobody tuned for.
/// Only Codable types are candidates. In order, each step pairing what the earlier ones left:
///
/// 1. a pin in config (`audit.types`), which always wins;
/// 2. the same name, or the name `contractkit generate` gives it, or for a name the IR
///    qualifies by its module (`geometry.BoundingBox`) the plain name;
/// 3. the type a matched type's field uses (`ResponseEnvelope.error: ApiErrorInfo?`); a
///    field's type beats a same-named type elsewhere (the DTO's `DTOReviewStatus`, not the
///    app's own `ReviewStatus`);
/// 4. for enums, the prefix or suffix the enum pairs so far show (`DTOEditionFormat`);
/// 5. a name that differs by a common affix (`EventRow`, `DetectedBookPayload`, `TypedWebSocketMessage`);
/// 6. by shape: the Codable struct whose wire keys best cover the contract type's fields;
/// 7. through an endpoint: the types a contract method and a Swift function of the same name return.
///
/// A step that finds two equally good candidates pairs neither: the candidates are kept
/// in `ambiguous` for the report, which suggests a pin.
struct TypeMatcher {
    typealias Match = (type: ScannedType, method: String)

    let schema: Schema
    /// Declarations by IR name, for the passes that follow references.
    let declarations: [String: Declaration]
    /// Swift types by qualified name; extensions are not counterparts.
    let swiftTypes: [String: ScannedType]
    /// The Codable ones, the only candidates.
    let codable: CodableTypes
    /// Codable type names by their last component, sorted.
    let codableByLastComponent: [String: [String]]
    /// Every Codable type name, sorted: the passes that walk all candidates in name order.
    let codableNames: [String]
    /// Top-level Codable type names by their lower-cased name.
    let codableByLowercasedName: [String: [String]]
    /// Nested Codable type names by their path joined and lower-cased: `Identify.Operation` → `identifyoperation`.
    let codableByJoinedName: [String: [String]]
    /// Codable classes by the name of a superclass the scanned code does not declare (`TypeMatcher+Superclasses`).
    let codableBySuperclass: [String: [String]]
    /// The app decodes with `keyDecodingStrategy = .convertFromSnakeCase`.
    let convertsFromSnakeCase: Bool
    /// Every `dateDecodingStrategy` the scanned code sets: `iso8601`, `custom`…
    let dateStrategies: Set<String>
    var matches: [String: Match] = [:]
    /// Contract type → `response` or `request`, as the paired types that hold it say.
    var contractDirection: [String: (label: String, why: String)] = [:]
    /// A contract type paired as a fuller variant of another paired with the same Swift type →
    /// that other type, whose fields are audited under its own name (`TypeMatcher+Variants`).
    var variantOf: [String: String] = [:]
    /// An arm paired with the struct that holds its whole named union → that union (`TypeMatcher+UnionStructs`).
    var unionOfArm: [String: String] = [:]
    /// An arm of a paired object's union field of named objects → every arm of that union (`TypeMatcher+UnionHolders`).
    var armsHeldTogether: [String: [String]] = [:]
    /// Contract type → the Swift types beside its pair that the app also reads it into
    /// (`TypeMatcher+SecondCarriers`); each is audited too.
    var alsoCarriedBy: [String: [Match]] = [:]
    /// Contract type paired with a generic wrapper → the wrapper's parameter → the argument the app
    /// decodes it with, which reads its inline payload (`TypeMatcher+InlineEnvelopes`).
    var boundArguments: [String: [String: ScannedType]] = [:]
    /// Contract type → the equally good candidates that kept it unpaired.
    var ambiguous: [String: [String]] = [:]
    /// Contract type → why the candidate its name found was not paired: its shape.
    var weak: [String: String] = [:]
    /// Swift type → its name without a prefix that many types of its file share
    /// (`BillingInvoice` → `Invoice` when `BillingLineItem`, `BillingPlan`… sit beside it).
    let namespaceStripped: [String: String]
    /// Contract type → its name without a leading word many contract types share
    /// (`SoundcloudTrack` → `Track`; `TypeMatcher+ContractPrefixes`).
    let contractStripped: [String: String]
    /// The names `contractStripped` leaves.
    let contractPlainNames: Set<String>
    /// Wire models by Swift type name, built once: the matcher's passes and the
    /// field audit all consult them.
    private(set) var wireNames: [String: WireModel] = [:]
    /// Wire models built ahead on all cores that no pass has asked for yet (`TypeMatcher+InlineHolders`):
    /// each joins `wireNames` when first asked for, so the audit's result holds the same models as before.
    var prebuilt: [String: WireModel] = [:]
    /// What building a wire model needs to know about the rest of the app.
    let context: WireContext
    /// The app's type aliases by name: `typealias DocumentUri = String`. An alias nested in a
    /// type is seen only where Swift sees it: `aliasTarget(_:from:)`.
    let swiftAliases: [String: String]
    /// The qualified names of the aliases declared inside a type (`DecodableDefault.Source`).
    let nestedAliases: Set<String>
    /// Swift function name → the types it returns, for pairing through endpoints (`TypeMatcher+Endpoints`).
    let swiftEndpoints: [String: Set<String>]
    /// Contract type → Swift types other than its counterpart that an endpoint reads it into.
    var endpointHolders: [String: [ScannedType]] = [:]
    /// Where the app decodes a generic wrapper with one type argument (`TypeMatcher+WrapperSites`).
    let genericSites: [GenericDecodeSite]
    /// Where the app decodes a plain type inside a function (`TypeMatcher+DecodingFunctions`).
    let functionDecodes: [FunctionDecode]
    /// The types the app decodes whole at a call (`TypeMatcher+DecodedHolders`).
    let decodedWholeTypes: Set<String>
    /// Only the file-level ones: `typealias RenameFileOptions = CreateFileOptions`, not a
    /// method's `typealias Result = Empty`.
    let topLevelAliases: [String: String]
    /// Generic type → the plain names the app passes as its first argument (`TypeMatcher+GenericEnvelopes`).
    let genericInstances: [String: Set<String>]
    /// Contract types no paired holder lets the app read (`TypeMatcher+UnreadShapes`): never paired by shape.
    var unread: Set<String> = []
    /// Declarations exported or named by an exported one (`surfaced`), set when pairing starts.
    var exposed: Set<String> = []
    /// Contract types that lost a tie for a Swift type to one whose nested keys it reads (`TypeMatcher+NestedKeys`): never paired by shape.
    var nestedTieLosers: Set<String> = []
    /// Shape evidence by pair, weighed once (`TypeMatcher+Evidence`).
    var evidenceCache = EvidenceCache()
    /// Codable Swift enums by each wire value they accept, built on first need (`TypeMatcher+EnumValues`).
    var enumsByValue: [String: [String]]?
    /// Swift types built by hand and never decoded, by name, asked lazily (`TypeMatcher+BuiltByHand`).
    var builtByHand = BuiltByHandFacts()
    /// Holders built on first need; a type paired beside another that its holders skip → why (`TypeMatcher+UnreadBeside`).
    var holdersOnce: (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>)?
    var skippedBeside: [String: (type: String, reason: String)] = [:]
    /// List aliases by the object they list, built on first need (`TypeMatcher+ListAliases`).
    var listAliases: [String: [String]]?
    /// `contract|swift`: a Swift type that holds an object field of the contract type as a plain value,
    /// which lost the type to one that holds the field's pair (`TypeMatcher+AgreeingFieldTypes`).
    var refusedReaders: Set<String> = []
    /// The object fields that hold a union of object types, found on first need (`TypeMatcher+UnionHolders`).
    var unionArmFields: [(decl: Int, field: Int, arms: [String])]?
    /// Swift type → the Codable types that hold it in a stored property, built on first need (`TypeMatcher+SwiftHolders`).
    var swiftHolderIndex: [String: [(holder: ScannedType, property: String)]]?

    static let suffixes = ["Payload", "Response", "Out", "Row", "DTO", "Dto", "Model", "Entity", "Record", "Data", "Object", "Schema", "Body", "JSON", "Json", "Resource", "Info", "Details", "Detail", "Result", "Decodable", "Codable", "Encodable"]
    static let prefixes = ["Typed", "DTO", "API", "Api"]
    /// Shape pairing needs this share of the contract's fields, and of the Swift type's keys.
    static let shapeCoverage = 0.6
    static let shapeSwiftShare = 0.5

    init(schema: Schema, files: [ScannedFile], declarations: [String: Declaration]) {
        self.schema = schema
        self.declarations = declarations
        // What the files and the contract say beside the types' coders is read on another thread
        // while the types are merged and their coders read. Not with `Parallel.both`: the wire
        // context spreads its own work over the cores, and a `Parallel` call inside another runs
        // on one thread (`Parallel`).
        let fileFacts = Background { PhaseTimer.measure("read: file facts") { FileFacts(files, schema: schema) } }
        context = PhaseTimer.measure("read: wire context") { WireContext(files: files, receivedNames: Self.receivedNames(schema)) }
        let codable = context.codable
        swiftTypes = context.types
        self.codable = codable
        let types = swiftTypes
        let (names, stripped) = PhaseTimer.measure("read: name indexes") { Parallel.both({ Self.nameIndexes(types, codable: codable) }, { Self.namespaceStripped(files, codable: codable) }) }
        (codableByLastComponent, codableByLowercasedName, codableByJoinedName, codableNames) = names
        namespaceStripped = stripped
        codableBySuperclass = Self.superclassIndex(types, codable: codable)
        convertsFromSnakeCase = context.convertsFromSnakeCase
        let facts = fileFacts.value
        contractStripped = facts.contractStripped
        contractPlainNames = facts.contractPlainNames
        dateStrategies = facts.dateStrategies
        swiftAliases = facts.swiftAliases
        nestedAliases = facts.nestedAliases
        swiftEndpoints = facts.swiftEndpoints
        genericSites = facts.genericSites
        functionDecodes = facts.functionDecodes
        decodedWholeTypes = facts.decodedWholeTypes
        topLevelAliases = facts.topLevelAliases
        genericInstances = facts.genericInstances
    }

    /// Codable type names by their last component, top-level ones by their lower-cased name,
    /// and nested ones by their path joined and lower-cased; sorted. And all their names, sorted.
    static func nameIndexes(_ types: [String: ScannedType], codable: CodableTypes)
        -> (byLast: [String: [String]], byLowercased: [String: [String]], byJoined: [String: [String]], sorted: [String]) {
        var byLast: [String: [String]] = [:]
        var byLowercased: [String: [String]] = [:]
        var byJoined: [String: [String]] = [:]
        let sorted = types.keys.filter { codable.contains($0) }.sorted()
        byLast.reserveCapacity(sorted.count)
        byLowercased.reserveCapacity(sorted.count)
        for name in sorted {
            let last = lastComponent(name)
            byLast[last, default: []].append(name)
            if last.utf8.count == name.utf8.count {
                byLowercased[joinedLowercased(name), default: []].append(name)
            } else {
                byJoined[joinedLowercased(name), default: []].append(name)
            }
        }
        return (byLast, byLowercased, byJoined, sorted)
    }

    /// `Identify.Operation` → `identifyoperation`: lower-cased without its dots; an ASCII name as bytes.
    static func joinedLowercased(_ name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased().filter { $0 != "." } }
        // Written straight into the string's storage: a lazy filtered sequence is copied byte by byte.
        return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
            var count = 0
            for b in name.utf8 where b != UInt8(ascii: ".") {
                buffer[count] = b >= 65 && b <= 90 ? b + 32 : b
                count += 1
            }
            return count
        }
    }

    /// Names without a leading word that at least three Codable types of one file share, or
    /// that a quarter of all the app's Codable types share (`TootRole`, `TootAccount`… one a file).
    static func namespaceStripped(_ files: [ScannedFile], codable: CodableTypes) -> [String: String] {
        sharedLeadingWordsStripped(files.map { file in
            file.types.filter { $0.kind != .extension && !$0.name.hasByte(UInt8(ascii: ".")) && codable.contains($0.name) }.map(\.name)
        })
    }

    /// Each name, grouped by file, without the leading word that at least three names of its
    /// file share, or else that four or more names and a quarter of all of them share.
    static func sharedLeadingWordsStripped(_ namesByFile: [[String]]) -> [String: String] {
        var stripped: [String: String] = [:]
        func prefixes(_ names: [String]) -> [String: [String]] {
            var byPrefix: [String: [String]] = [:]
            for name in names {
                guard let word = firstWord(name) else { continue }
                byPrefix[word, default: []].append(name)
            }
            return byPrefix
        }
        for names in namesByFile {
            for (prefix, members) in prefixes(names) where members.count >= 3 {
                for name in members { stripped[name] = String(name.dropFirst(prefix.count)) }
            }
        }
        let all = namesByFile.flatMap { $0 }
        for (prefix, members) in prefixes(all) where members.count >= 4 && members.count * 4 >= all.count {
            for name in members where stripped[name] == nil { stripped[name] = String(name.dropFirst(prefix.count)) }
        }
        return stripped
    }
    mutating func wire(_ type: ScannedType) -> WireModel {
        if let known = wireNames[type.name] { return known }
        let built = prebuilt.removeValue(forKey: type.name) ?? WireModel(type, context: context)
        wireNames[type.name] = built
        return built
    }
    /// Asks for these types' wire models, as `wire` does, where they are built already (`TypeMatcher+SettledFields`).
    /// A model is copied, not moved: `prebuilt` is shared with the thread that built it, and
    /// `wire` looks in `wireNames` first.
    mutating func ask(_ holders: [String]) {
        for name in holders where wireNames[name] == nil {
            if let model = prebuilt[name] { wireNames[name] = model }
        }
    }

    /// Builds the wire models of these types on all cores, once each.
    mutating func prebuildWireModels(_ types: [ScannedType]) {
        // Looked up rather than gathered: the models built so far may far outnumber these types.
        var seen = Set<String>()
        let todo = types.filter { wireNames[$0.name] == nil && seen.insert($0.name).inserted }
        let context = self.context
        let built = Parallel.chunks(todo.count, serialBelow: 200) { range in
            todo[range].map { WireModel($0, context: context) }
        }
        for model in built.joined() { wireNames[model.type.name] = model }
    }

    /// The pairs the config pins (`audit.types`).
    mutating func pairPins(_ pins: [String: String]) {
        for (contract, swift) in pins.sorted(by: { $0.key < $1.key }) {
            if let t = swiftTypes[swift] { matches[contract] = (t, "pinned in config") }
        }
    }

    mutating func run(pins: [String: String]) {
        // The contract objects held only directly and the fields holding a union of objects (the contract's alone) are found on another core.
        let (schema, declarations) = (self.schema, self.declarations)
        let holders = Background { (Self.holderIndex(schema, declarations: declarations), Self.unionArmFields(schema.declarations, declarations)) }
        exposed = Self.surfaced(schema)
        pairPins(pins)
        recordPinnedVariants()
        completePinnedPairs()
        pairDescriptorPayloads()
        pairAliasedNames()
        pairThroughGenericWrappers()
        pairThroughDecodingFunctions()
        // Weighing a candidate's shape reads wire models: build the name candidates' on all cores first.
        let namesakes = schema.declarations.compactMap { decl in matches[decl.name] == nil && decl.kind != .alias ? sameName(decl).map { (decl, $0.type) } : nil }
        PhaseTimer.measure("pair: prebuild wire models") { prebuildWireModels(namesakes.map(\.1) + matches.values.map(\.type)) }
        // The nested types of inline object fields are built on other cores while the first assignment runs.
        let (built, context) = (wireNames, self.context)
        let inlineHolders = Background { Self.inlineHolderModels(namesakes, built: built, context: context) }
        PhaseTimer.measure("pair: preweigh") { preweigh(namesakes) }
        // Pairs whose direction contradicts what the types that hold them say are undone, the rest assigned again (a few rounds).
        var rejected = Set<String>()
        deriveContractDirections()
        // Which declaration each field was written in, for types that extend another: built the
        // first time an exposed contract object is still unpaired (most contracts pair every one by name).
        var owners: [SourceLocation: String]?
        let (holderIndex, armFields) = holders.value
        unionArmFields = unionArmFields ?? armFields
        if holdersOnce == nil { holdersOnce = holderIndex.all }
        for round in 0..<4 {
            _ = PhaseTimer.measure("pair: assign") { assign(excluding: rejected) }
            if round == 0 { PhaseTimer.measure("pair: wait for inline holders") { keepInlineHolders(inlineHolders.value) } }
            var changed = true
            while changed {
                changed = PhaseTimer.measure("pair: through fields") { inferThroughFields() }
                if inferUnionArmsThroughFields() { changed = true }
                if inferArmsOfUnionStructs() { changed = true }
                if inferThroughKeyedArms() { changed = true }
                if inferThroughCaseStructs() { changed = true }
                if inferThroughAliases() { changed = true }
                if inferEnumAffixes() { changed = true }
                if inferThroughEndpoints() { changed = true }
                if !changed, assign(excluding: rejected) { changed = true }
                if !changed, preferAgreeingFieldTypes() { changed = true }
                if !changed, schema.declarations.contains(where: { $0.kind == .object && matches[$0.name] == nil && exposed.contains($0.name) }) {
                    if owners == nil { owners = Self.fieldOwners(schema) }
                    if pairExtendingTypes(owners: owners!) { changed = true }
                    if !changed, pairInlineEnvelopes() { changed = true }
                }
            }
            deriveContractDirections()
            let conflicts = matches.filter { name, match in
                match.method != "pinned in config" && !match.method.hasPrefix(Self.byValuesMark) && declarations[name].map { !directionsAgree($0, match.type) } == true
            }
            let misplaced = PhaseTimer.measure("pair: misplaced") {
                withPairsSkippedByHolders(misplacedNamesakes() + unreadShapes(holderIndex) + affixPairsHeldForAnother() + thinShapesHeldForAnother() + thinShapesHeldElsewhere() + shapesHeldInline())
            }
            for (name, reason) in misplaced {
                rejected.insert(name + "|" + matches[name]!.type.name)
                matches[name] = nil
                weak[name] = reason
            }
            if conflicts.isEmpty && misplaced.isEmpty { break }
            for (name, match) in conflicts.sorted(by: { $0.key < $1.key }) {
                rejected.insert(name + "|" + match.type.name)
                matches[name] = nil
                weak[name] = "\(name) was not paired with \(match.type.name) (\(match.method)): \(directionNote(name, match.type)); pin it in contractkit.json under audit.types if it is the same type"
            }
        }
        PhaseTimer.measure("pair: envelopes and holders") { pairEnvelopesAndHolders() }
        undoExtendingReadAsBase()
        settleEndpointHolders()
        for name in matches.keys where !ambiguous.isEmpty || !weak.isEmpty {
            ambiguous[name] = nil
            weak[name] = nil
        }
        keepCurrentCarriers()
        // A type the app never reads is no choice to make between candidates.
        for name in unread where matches[name] == nil { ambiguous[name] = nil }
    }

    /// After the rounds: the pairs that need the others made first (parents of nested pairs,
    /// generic envelopes and their instances, holders the app decodes, holders of lists).
    mutating func pairEnvelopesAndHolders() {
        pairParentsOfNestedPairs()
        pairGenericEnvelopes()
        pairGenericDeclarations()
        pairDecodedHolders()
        pairMistypedHolders()
        // A holder of a list of free objects pairs with its envelope; the list's arms follow through the field.
        if pairElementHolders() {
            _ = inferUnionArmsThroughFields()
            _ = inferThroughFields()
        }
    }

    // MARK: Names

    /// Whether a Swift type can stand for a contract declaration of this kind.
    func fits(_ t: ScannedType, _ decl: Declaration) -> Bool {
        guard codable.contains(t.name) else { return false }
        switch decl.kind {
        // A method descriptor (`TypeMatcher+MethodDescriptors`) holds no field of an object's.
        case .object: return (t.kind == .struct || t.kind == .class || t.kind == .actor) && ((decl.fields ?? []).isEmpty || !Self.carriesNoInstanceData(t))
        case .enumeration: return (t.kind == .enum || t.conformances.contains { lastComponent($0) == "RawRepresentable" }) && Self.rawValuesCanMeet(decl, t)
        case .union, .alias: return true
        }
    }

    /// The same name, the generated name (`Error` → `ErrorInfo`), or a module-qualified
    /// name's plain name (`geometry.BoundingBox` → `BoundingBox`).
    func sameName(_ decl: Declaration) -> Match? {
        if let t = swiftTypes[decl.name], fits(t, decl) { return (t, "same name") }
        if let t = swiftTypes[SwiftNaming.typeName(decl.name)], fits(t, decl) { return (t, "the name contractkit generates") }
        // `ApiErrorResponse` and `APIErrorResponse`: the same name but for an acronym's case.
        let lowered = decl.name.lowercased()
        let folded = (codableByLowercasedName[lowered] ?? []).compactMap { swiftTypes[$0] }.filter { fits($0, decl) }
        if folded.count == 1 { return (folded[0], "the same name but for its case") }
        return nil
    }

    /// A contract name that says the client sends it: `CreateInputCommand`, `LoginRequest`.
    static func namesARequest(_ name: String) -> Bool {
        let plain = lastComponent(name)
        return (plain.hasSuffix("Command") || plain.hasSuffix("Request") || plain.hasSuffix("RequestBody")) && !WireContext.contains(plain, "Response")
    }

    /// A name without common affixes, lower-cased: `EventRow` → `event`, `TypedWebSocketMessage`
    /// → `websocketmessage`; suffixes one after another (`UserObjectResponse` → `userobject`, `user`),
    /// and a prefix with them (`ApiDatasetInfo` → `datasetinfo`, `dataset`).
    static func stems(_ name: String) -> Set<String> {
        let plain = lastComponent(name)
        // Every free type of the app asks: ASCII names (all but a few) are read as bytes.
        let found = plain.utf8.allSatisfy({ $0 < 0x80 }) ? asciiStems(Array(plain.utf8)) : characterStems(plain)
        var all = found
        if let unversioned = withoutVersionSuffix(plain) { all.formUnion(stems(unversioned)) }
        guard let unmarked = withoutLowercaseMark(plain) else { return all }
        return all.union(stems(unmarked))
    }

    /// `stems` of a name read character by character: any name.
    static func characterStems(_ plain: String) -> Set<String> {
        var forms = [Substring(plain)]
        var rest = Substring(plain)
        while let suffix = suffixes.first(where: { rest.hasSuffix($0) && rest.count > $0.count }) {
            rest = rest.dropLast(suffix.count)
            forms.append(rest)
        }
        var stems = Set(forms.map { $0.lowercased() })
        for form in forms {
            for prefix in prefixes where form.hasPrefix(prefix) && form.count > prefix.count {
                let rest = form.dropFirst(prefix.count)
                if rest.first?.isUppercase == true { stems.insert(rest.lowercased()) }
            }
        }
        return stems
    }

    static let suffixBytes = suffixes.map { Array($0.utf8) }
    static let prefixBytes = prefixes.map { Array($0.utf8) }

    /// `stems` of an ASCII name, where a byte is a character: the same forms, found in place.
    static func asciiStems(_ bytes: [UInt8]) -> Set<String> {
        func lowered(_ range: Range<Int>) -> String {
            String(decoding: bytes[range].lazy.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        var ends = [bytes.count]
        var end = bytes.count
        while let suffix = suffixBytes.first(where: { end > $0.count && bytes[(end - $0.count)..<end].elementsEqual($0) }) {
            end -= suffix.count
            ends.append(end)
        }
        var stems = Set(ends.map { lowered(0..<$0) })
        for end in ends {
            for prefix in prefixBytes where end > prefix.count && bytes[..<prefix.count].elementsEqual(prefix) {
                if bytes[prefix.count] >= 65 && bytes[prefix.count] <= 90 { stems.insert(lowered(prefix.count..<end)) }
            }
        }
        return stems
    }

    /// How two names that share a stem differ: `the suffix 'Row'` for `Event` and `EventRow`.
    static func affixDifference(_ contract: String, _ swift: String) -> String {
        let a = lastComponent(contract)
        for (longer, shorter, side) in [(swift, a, "Swift"), (a, swift, "contract")] {
            if longer.hasPrefix(shorter) && longer.count > shorter.count { return "the \(side) suffix '\(longer.dropFirst(shorter.count))'" }
            if longer.hasSuffix(shorter) && longer.count > shorter.count { return "the \(side) prefix '\(longer.dropLast(shorter.count))'" }
        }
        return "common affixes dropped ('\(a)', '\(swift)')"
    }

    // MARK: Fields

    /// A matched object's field whose contract type is a declaration names its counterpart
    /// through the Swift property's type. It replaces a pairing made by a name or a shape.
    /// Inline object fields are followed into the nested Swift types that hold them
    /// (`conditions: { actions: { values: Action[] } }` read as `Conditions.actions.values`).
    mutating func inferThroughFields() -> Bool {
        var changed = false
        // The objects whose fields are settled are passed over until a pair changes (`TypeMatcher+SettledFields`).
        let objects = schema.declarations.filter { $0.kind == .object }
        let settled = settledObjects(objects)
        // The passes ask for most of the models set aside: the table grows once.
        wireNames.reserveCapacity(wireNames.count + prebuilt.count)
        for (decl, asked) in zip(objects, settled) {
            guard let (swiftType, method) = matches[decl.name], !Self.isGenericInstance(method) else { continue }
            if !changed, let asked {
                ask(asked)
                continue
            }
            if inferThrough(fieldsWithUnionBounds(decl) ?? decl.fields ?? [], holder: swiftType, path: decl.name, depth: 0, bound: boundArguments[decl.name] ?? [:]) { changed = true }
        }
        return changed
    }

    /// `inferThroughFields` for the fields of one object, held by `holder`.
    /// `bound`: the holder's generic parameters and the arguments the app decodes this object with.
    /// `settles` (`TypeMatcher+SettledFields`) mirrors the fields this passes over: change both.
    mutating func inferThrough(_ fields: [Field], holder swiftType: ScannedType, path: String, depth: Int, bound: [String: ScannedType] = [:]) -> Bool {
        var changed = false
        let wire = wire(swiftType)
        // By index: most fields name no declaration and hold no inline object, and their values need no copy.
        for i in fields.indices {
            guard fields[i].type.referencedDeclaration != nil || Self.inlineObjectFields(fields[i].type) != nil else { continue }
            let field = fields[i]
            if let inner = Self.inlineObjectFields(field.type), depth < 4 {
                guard let nested = inlineHolder(of: field, in: wire, holder: swiftType, bound: bound) else { continue }
                if inferThrough(inner, holder: nested, path: "\(path).\(field.name)", depth: depth + 1) { changed = true }
                continue
            }
            guard let referenced = field.type.referencedDeclaration, let target = declarations[referenced] else { continue }
            let current = matches[referenced]
            guard let written = wire.property(forWireName: field.name)?.type ?? wire.key(forWireName: field.name)?.swiftType,
                  let typeText = mapValueText(field.type, written, in: swiftType) else { continue }
            // Most fields name their type as written (`WorkDTO`, `[WorkDTO]?`): no parse needed.
            // A nested pair (`ErrorBody.Sys`) is named so only where Swift resolves the plain name to it.
            if let current, Self.names(typeText, lastComponent(current.type.name)), namesNestedPair(typeText, current.type, from: swiftType) { continue }
            // The field's own type is stronger evidence than a name or a shape; a pin or another
            // field is not overridden, but the type this field names may carry it too.
            if let current, current.method == "pinned in config" || current.method.hasPrefix("through ") {
                noteSecondCarrier(target, typeText, holder: swiftType, how: "through \(path).\(field.name)")
                continue
            }
            // A generic wrapper (`LossyArray<Source>`) names its element too.
            let names = SwiftTypeShape(typeText).elementNames
            // Looked up as Swift does: nested in the holder, then in each enclosing type, then top level.
            let candidates = names.compactMap { context.resolve($0, from: swiftType.name) }
            guard let named = candidates.first(where: { fits($0, target) }) ?? candidates.first else { continue }
            let found = listElement(of: named, holding: field.type) ?? named
            guard found.name != current?.type.name,
                  context.jsonValueTypes[lastComponent(found.name)] == nil else { continue }  // the app's JSON value type holds any object
            // A field typed with an unrelated Swift type (`String` for an enum) pairs nothing.
            guard current == nil || fits(found, target) else { continue }
            guard Self.holdsLiteralValues(found, for: target) else {
                noteLiteralHolder(target, found, path: "\(path).\(field.name)")
                continue
            }
            guard directionsAgree(target, found) else { continue }
            // The field names it, but a Swift type that shares no field is another type.
            let e = evidence(target, found)
            // Unless the app reads this type's namesake from another module with it too.
            var how = "through \(path).\(field.name)"
            if !(e.shared > 0 || e.contractFields == 0 || e.swiftKeys == 0 || standsForNamesake(target, found) || readsFieldKeyAsOtherType(target, found)) {
                // Unless nothing else stands for it and the app decodes every item through it (`TypeMatcher+FieldHeldShapes`).
                guard let unshared = heldWithoutSharedKeys(target, found, current: current, written: written, through: "\(path).\(field.name)") else { continue }
                how = unshared
            }
            // A pair the app decodes on its own is better evidence than a field: both carry it.
            if let current, keepsOwnDecode(target, current.type, over: found) || keepsWholeNamedReader(target, current) {
                noteSecondCarrier(target, typeText, holder: swiftType, how: "through \(path).\(field.name)")
                continue
            }
            matches[referenced] = (found, how)
            yieldToFieldType(found, for: referenced, through: "\(path).\(field.name)")
            changed = true
        }
        return changed
    }

    /// The fields of an inline object type, through arrays and `| null`: `{ values: X[] }[]`.
    static func inlineObjectFields(_ type: TypeRef) -> [Field]? {
        switch type {
        case .object(let fields): fields.isEmpty ? nil : fields
        case .array(let e), .nullable(let e): inlineObjectFields(e)
        default: nil
        }
    }

    /// Whether a property's type text is `name`, `name?`, `[name]` or `[name]?`.
    static func names(_ text: String, _ name: String) -> Bool {
        // ASCII text (nearly every type) as bytes, in place: every field of every matched type asks.
        if let answer = text.utf8.withContiguousStorageIfAvailable({ asciiNames($0, name) }) ?? nil { return answer }
        var t = Substring(text)
        if t.hasSuffix("?") { t = t.dropLast() }
        if t.hasPrefix("["), t.hasSuffix("]") { t = t.dropFirst().dropLast() }
        return t == name
    }

    /// `names` for ASCII text: nil when the text is not ASCII, or the name is not.
    static func asciiNames(_ text: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool? {
        guard text.allSatisfy({ $0 < 0x80 }), name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var start = 0, end = text.count
        if end > start, text[end - 1] == UInt8(ascii: "?") { end -= 1 }
        if end - start >= 2, text[start] == UInt8(ascii: "["), text[end - 1] == UInt8(ascii: "]") { start += 1; end -= 1 }
        return text[start..<end].elementsEqual(name.utf8)
    }
}

extension TypeRef {
    /// The declaration this type uses directly or as an element: `DataProvider[]` → `DataProvider`.
    var referencedDeclaration: String? {
        switch self {
        case .reference(let name, _): name
        case .array(let e), .map(let e), .nullable(let e): e.referencedDeclaration
        default: nil
        }
    }
}
