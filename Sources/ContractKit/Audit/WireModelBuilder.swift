/// Builds a type's `WireModel.Key`s: from its hand-written `init(from:)` and `encode(to:)`
/// when it has them, otherwise by the rules Swift's synthesized conformance follows.
struct WireModelBuilder {
    typealias Key = WireModel.Key

    let type: ScannedType
    let context: WireContext
    let decodes: Bool
    let encodes: Bool
    var keys: [Key] = []
    var partial: [String] = []
    /// Types already merged in through `Base(from: decoder)`, against cycles.
    var visited: Set<String> = []
    /// The key enum last looked up (`keyEnum` of `keyCasesOwner`) and its cases, searched
    /// in order: reads and writes name keys in about the order the enum declares them.
    var keyCases: [ScannedCase] = []
    var keyCasesEnum: String?
    var keyCasesOwner = ""
    var keyCaseSearch = ShortListSearch()
    /// Where the last key was added or merged: a coder's writes follow its reads' order.
    var keySearch = ShortListSearch()
    /// The keys added or merged since it was set, while tried delegates are read (`addTriedDelegates`).
    var touched: [Int]?
    /// The keys each of the types tried in turn requires.
    var triedArms: [Set<String>] = []

    init(type: ScannedType, context: WireContext, decodes: Bool, encodes: Bool) {
        self.type = type
        self.context = context
        self.decodes = decodes
        self.encodes = encodes
    }

    mutating func build() {
        visited.insert(type.name)
        // A subclass of a Codable class without its own coders inherits the superclass's.
        let inherits = type.kind == .class && superclass(of: type).map { context.codable.contains($0.name) } == true
        if decodes {
            if let decoder = type.decoder { addDecoderKeys(decoder, of: type) } else if inherits { addDelegate("super", of: type, decoding: true) } else { addSynthesizedKeys(of: type, decoding: true) }
            addWrapperKeys()
        }
        if encodes {
            visited = [type.name]  // each direction follows its own delegates
            if let encoder = type.encoder { addEncoderKeys(encoder, of: type) } else if inherits { addDelegate("super", of: type, decoding: false) } else { addSynthesizedKeys(of: type, decoding: false) }
        }
    }

    func superclass(of t: ScannedType) -> ScannedType? {
        t.conformances.compactMap { context.resolve($0, from: t.name) }.first { $0.kind == .class }
    }

    // MARK: Synthesized

    /// What the compiler's synthesized `init(from:)` or `encode(to:)` codes: every stored
    /// property with a `CodingKeys` case (all of them when there is no `CodingKeys`), but a
    /// `let` with an initial value, which it cannot assign. An optional may be absent or null;
    /// a default value does not make a key optional.
    mutating func addSynthesizedKeys(of t: ScannedType, decoding: Bool) {
        let cases = t.codingKeys.map { Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        for property in t.properties where property.stored && !property.static {
            if !property.mutable && property.defaultValue != nil && decoding { continue }
            // A property wrapper's storage `_name` is coded under `name`.
            let name = property.name
            var keyCase: ScannedCase?
            if let cases {
                // A deprecated accessor's storage `_name` may be coded under `name`.
                guard let c = cases[name] ?? (name.hasPrefix("_") ? cases[String(name.dropFirst())] : nil) else { continue }
                keyCase = c
            }
            let wire = keyCase.map { $0.rawValue ?? $0.name } ?? name
            let shape = SwiftTypeShape(property.type ?? "")
            let optional = shape.isOptional || property.optional
            var absent = optional, null = optional || acceptsNull(shape)
            if !optional, let wrapper = Self.wrapperAttribute(property), wrapperToleratesAbsence(wrapper) {
                absent = true
                null = true
            }
            add(Key(name: wire, keyCaseLine: keyCase?.line, caseName: keyCase?.name ?? name, properties: [name], swiftType: property.type,
                    mayBeAbsent: absent, acceptsNull: null, decodes: decoding, encodes: !decoding, line: property.line))
        }
    }

    /// A property wrapper's attribute: `@DefaultEmpty`, `@DefaultDecodable.EmptyDictionary`.
    /// The attributes and wrappers of Apple's frameworks (`@Published`, SwiftData's
    /// `@Attribute`, Core Data's `@NSManaged`) change nothing of how a key decodes.
    static func wrapperAttribute(_ property: ScannedProperty) -> String? {
        property.attributes.first { $0.first?.isUppercase == true && !platformAttributes.contains(String($0.prefix { $0 != "(" })) }
    }

    static let platformAttributes: Set<String> = [
        "Published", "NSManaged", "Attribute", "Relationship", "Transient", "ObservationIgnored", "ObservationTracked", "MainActor",
        "State", "Binding", "Bindable", "Environment", "EnvironmentObject", "AppStorage", "SceneStorage", "ObservedObject", "StateObject",
        "Query", "FocusState", "GestureState", "IBOutlet", "IBInspectable", "NSCopying", "Sendable", "UIApplicationDelegateAdaptor",
    ]

    /// Whether a decoder read stores the property wrapper rather than the wrapped value: it
    /// assigns the `_name` storage, or decodes the wrapper's type, or its type is unknown.
    static func readStoresWrapper(_ read: ScannedDecoder.Read, _ wrapper: String) -> Bool {
        guard let type = read.type, read.property?.hasPrefix("_") != true else { return true }
        return type.hasPrefix(String(wrapper.prefix { $0 != "." && $0 != "(" }))
    }

    /// `@DefaultEmpty var tags: [String]`: a container helper for the wrapper may tolerate a
    /// missing key. A wrapper the scan cannot see is given the benefit of the doubt.
    func wrapperToleratesAbsence(_ wrapper: String) -> Bool {
        // `@DefaultDecodable.EmptyDictionary` may name a typealias of the wrapper type: `DefaultValue<…>`.
        var name = wrapper
        if let dot = wrapper.lastIndex(of: "."),
           let alias = context.types[String(wrapper[..<dot])]?.typeAliases.first(where: { $0.name == String(wrapper[wrapper.index(after: dot)...]) }) {
            name = WireContext.typeName(of: alias.target)
        }
        if let known = context.helperToleratesAbsence(method: "decode", labels: ["forKey"], type: name) { return known }
        let root = String(wrapper.prefix { $0 != "." })
        return context.types[root] == nil && context.types[name] == nil
    }

    // MARK: Hand-written

    mutating func addDecoderKeys(_ decoder: ScannedDecoder, of t: ScannedType) {
        partial += decoder.partial.filter { !partial.contains($0) }
        if decoder.singleValue && decoder.reads.isEmpty && decoder.delegates.isEmpty {
            partial.append("a single value container")
        }
        // A type has a few containers and properties: searched in place, not hashed into
        // tables, and properties from where the last search ended (reads follow their order).
        // `outer.nestedContainer(keyedBy: Keys.self, forKey: .track)` holding the whole object: its reads are this level's.
        let containers = Self.unwrappingWrapperKey(decoder.containers, used: decoder.reads.map(\.container), delegates: decoder.delegates,
                                                     held: context.heldNames.contains(lastComponent(t.name)))
            ?? decoder.containers
        func container(named name: String?) -> ScannedContainer? { name.flatMap { n in containers.first { $0.name == n } } }
        var properties = ShortListSearch()
        func stored(_ name: String) -> Int? { properties.firstIndex(in: t.properties) { $0.name == name && $0.stored && !$0.static } }
        let topLevel = containers.first { $0.kind == .keyed && $0.parent == nil }
        // Each read names its container: found by index, and whether it is below this level asked once a container.
        let levels = ContainerLevels(containers)
        // Keys whose first read sits under `try?`, until a read without it.
        var triedFirst = Set<Int>()
        var lettingThrough = FallbackReads()
        for read in decoder.reads where !read.key.isEmpty {
            let container = levels.index(named: read.container)
            // A read through a nested container belongs to the object under its parent key, and
            // one through an element of an array (`items.superDecoder()`) to that element.
            if let container, levels.isBelow[container] { continue }
            let keyEnum = container.flatMap { containers[$0].keyEnum }
            let (wire, keyCase) = wireName(read.key, literal: read.literalKey, keyEnum: keyEnum, in: t)
            // `self._metadata = try c.decode(Wrapper<[String: X]>.self, …)` stores through a property wrapper.
            let index = read.property.flatMap { p -> Int? in
                if let i = stored(p) { return i }
                if let i = stored("_" + p) { return i }
                if p.hasPrefix("_") { return stored(String(p.dropFirst())) }
                return nil
            }
            let declared = index.map { t.properties[$0] }
            // A hand-written read decodes its own type: a wrapper counts only when the read
            // stores the wrapper itself (`_tags = try c.decode(DefaultEmpty<…>.self, …)`).
            let wrapper = declared.flatMap { Self.wrapperAttribute($0) }.flatMap { w in Self.readStoresWrapper(read, w) ? w : nil }
            // A value wrapped in an enum case (`.shotgun(try c.decodeValue(…))`) is the case's payload, if known.
            let payload: String?? = read.enumCase.map { casePayloadType($0, of: declared?.type, from: t.name) }
            let typeText = wrapper != nil ? declared?.type
                : read.type ?? payload ?? declared?.type ?? read.property.flatMap { p in t.properties.first { $0.name == p }?.type }
            let helper: Bool?
            if let wrapper { helper = wrapperToleratesAbsence(wrapper) } else { helper = context.helperToleratesAbsence(method: read.method, labels: read.labels, type: read.type) }
            let lenient = read.method == "decodeIfPresent" || read.optionalTry || read.fallback != nil || helper == true
            // Parsed only when needed: every read of every type comes through here.
            let null = lenient || typeText.map { text in text.hasSuffix("?") || text.hasPrefix("Optional<") || acceptsNull(typeText: text) } ?? false
            let known = keys.count
            let at = add(Key(name: wire, keyCaseLine: keyCase?.line, caseName: keyCase?.name ?? read.key, properties: declared.map { [$0.name] } ?? [],
                             swiftType: typeText, mayBeAbsent: lenient || read.catchesAbsentKey == true, acceptsNull: null, decodes: true, encodes: false,
                             line: read.line))
            // A key read more than once as different types (`[RegionIndex]` for one detail, then
            // `[Stop]` into `stops: [Stop]?`): the read into a property of its own type stands for the key.
            if let typeText, let own = declared?.type, keys[at].swiftType != typeText, Self.sameType(own, typeText) { keys[at].swiftType = typeText }
            noteTriedFirst(read, typeText, key: at, new: at == known, &triedFirst)
            noteFallbackType(read, typeText, key: at, &lettingThrough)
            // A key first read here, only when the read before it found nothing.
            if let first = read.fallbackFor, !lenient, at == known {
                keys[at].alternativeTo = wireName(first, literal: false, keyEnum: keyEnum, in: t).0
            }
        }
        // `let meta = try c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)`, `superDecoder(forKey:)`.
        for nested in containers where nested.parentKey != nil && (nested.parent == nil || container(named: nested.parent)?.parentKey == nil) {
            let container = nested
            let parent = self.parent(of: container, in: containers) ?? topLevel
            let (wire, keyCase) = wireName(container.parentKey!, literal: false, keyEnum: parent?.keyEnum, in: t)
            // A super decoder feeds the stored property its key case names (`details = try Details(from: sub)`).
            let fed = container.kind == .superCoder ? stored(container.parentKey!).map { t.properties[$0] } : nil
            // Under `try?`, an absent or null object leaves the decoder that reads it nothing to fail on.
            var key = Key(name: wire, keyCaseLine: keyCase?.line, caseName: keyCase?.name ?? container.parentKey!, properties: fed.map { [$0.name] } ?? [],
                          swiftType: fed?.type,
                          mayBeAbsent: container.optionalTry, acceptsNull: container.optionalTry, decodes: true, encodes: false, line: container.line)
            key.opensNestedObject = true
            add(key)
        }
        let tried = decoder.triedDelegates.count >= 2 ? decoder.triedDelegates : []
        for delegate in decoder.delegates where !tried.contains(delegate) { addDelegate(delegate, of: t, decoding: true) }
        if !tried.isEmpty { addTriedDelegates(tried, of: t) }
    }

    /// Types tried in turn from the same decoder (`try? GitHubRepo(from: decoder)`, then
    /// `try? GitLabRepo(…)`): the first that decodes wins, so a key only some of them
    /// require is not required; one every one of them requires is.
    mutating func addTriedDelegates(_ tried: [String], of t: ScannedType) {
        let known = keys.count
        var requiredByAll: Set<Int>?
        for delegate in tried {
            touched = []
            addDelegate(delegate, of: t, decoding: true)
            let required = Set(touched ?? []).filter { $0 >= known && !keys[$0].mayBeAbsent }
            requiredByAll = requiredByAll.map { $0.intersection(required) } ?? required
            triedArms.append(Set(required.map { keys[$0].name }))
        }
        touched = nil
        for i in known..<keys.count where requiredByAll?.contains(i) != true && keys[i].decodes && !keys[i].mayBeAbsent {
            keys[i].mayBeAbsent = true
            keys[i].triedAlternative = true
        }
    }

    /// Whether a container reads an object below the type's own: it, or a container it is
    /// opened on, is nested under a key or is an element of an unkeyed container
    /// (`let item = try list.superDecoder(); let c = try item.container(keyedBy: …)`).
    static func isBelowThisLevel(_ container: ScannedContainer, in containers: [ScannedContainer]) -> Bool {
        var current = container
        // A chain longer than the containers is a cycle of names the scan got wrong.
        for _ in 0...containers.count {
            if current.parentKey != nil || current.kind == .unkeyed { return true }
            guard let name = current.parent, let next = containers.first(where: { $0.name == name }) else { return false }
            current = next
        }
        return false
    }

    /// A coder body's containers, as its reads and writes ask of them: which one a name
    /// means (the top-level keyed one for none), and which are below the type's own level.
    struct ContainerLevels {
        let containers: [ScannedContainer]
        let isBelow: [Bool]
        let topLevel: Int?

        init(_ containers: [ScannedContainer]) {
            self.containers = containers
            isBelow = containers.map { WireModelBuilder.isBelowThisLevel($0, in: containers) }
            topLevel = containers.firstIndex { $0.kind == .keyed && $0.parent == nil }
        }

        /// The container a read or write names, else the top-level one.
        func index(named name: String?) -> Int? {
            if let name, let i = containers.firstIndex(where: { $0.name == name }) { return i }
            return topLevel
        }
    }

    func parent(of container: ScannedContainer, in containers: [ScannedContainer]) -> ScannedContainer? {
        container.parent.flatMap { name in containers.first { $0.name == name } }
    }

    mutating func addEncoderKeys(_ encoder: ScannedEncoder, of t: ScannedType) {
        let containers = Self.unwrappingWrapperKey(encoder.containers, used: encoder.writes.map(\.container), delegates: encoder.delegates,
                                                     held: context.heldNames.contains(lastComponent(t.name)))
            ?? encoder.containers
        let topLevel = containers.first { $0.kind == .keyed && $0.parent == nil }
        let levels = ContainerLevels(containers)
        var properties = ShortListSearch()
        for write in encoder.writes {
            let container = levels.index(named: write.container)
            // A write through a nested container fills the object under its parent key, and one
            // through an element of an array (`counters.nestedContainer(keyedBy:)`) that element.
            if let container, levels.isBelow[container] { continue }
            let (wire, keyCase) = wireName(write.key, literal: false, keyEnum: container.flatMap { containers[$0].keyEnum }, in: t)
            let declared = write.property.flatMap { name in properties.firstIndex(in: t.properties) { $0.name == name && $0.stored && !$0.static } }
                .map { t.properties[$0] }
            add(Key(name: wire, keyCaseLine: keyCase?.line, caseName: keyCase?.name ?? write.key, properties: declared.map { [$0.name] } ?? [],
                    swiftType: declared?.type, mayBeAbsent: write.method == "encodeIfPresent", acceptsNull: false, decodes: false, encodes: true,
                    line: write.line))
        }
        // `var ids = c.nestedContainer(keyedBy: IDKeys.self, forKey: .ids)`: the key holds the object its writes fill.
        for nested in containers where nested.parentKey != nil && (nested.parent == nil || containers.first(where: { $0.name == nested.parent })?.parentKey == nil) {
            let parent = self.parent(of: nested, in: containers) ?? topLevel
            let (wire, keyCase) = wireName(nested.parentKey!, literal: false, keyEnum: parent?.keyEnum, in: t)
            var key = Key(name: wire, keyCaseLine: keyCase?.line, caseName: keyCase?.name ?? nested.parentKey!, properties: [], swiftType: nil,
                          mayBeAbsent: false, acceptsNull: false, decodes: false, encodes: true, line: nested.line)
            key.opensNestedObject = true
            add(key)
        }
        for delegate in encoder.delegates { addDelegate(delegate, of: t, decoding: false) }
    }

    /// How a partial reason for the type's own generic parameter begins.
    static let genericPartPrefix = "its generic parameter "

    /// `Base(from: decoder)`, `super.init(from:)`, `base.encode(to: encoder)`: the other
    /// type's keys sit at this level.
    mutating func addDelegate(_ name: String, of t: ScannedType, decoding: Bool) {
        // `[String: JSON](from: decoder)` keeps every key beside the ones read: no key of its own.
        // `decodeExtras(…, with: decoder)`: a method of the type's own that sees the whole object.
        if name.hasPrefix("[") || CodingBodyReader.isHandOff(name) { return }
        let target: ScannedType?
        if name == "super" {
            target = superclass(of: t)
        } else if name.hasPrefix(".") {
            let propertyType = t.properties.first { $0.name == String(name.dropFirst()) }?.type
            // A generic wrapper's `wrapped = try .init(from: decoder)`: the wrapped type's keys are its own.
            if let propertyType, t.genericParameters.contains(propertyType) { return }
            target = propertyType.flatMap { SwiftTypeShape($0).simpleName }.flatMap { context.resolve($0, from: t.name) }
        } else {
            target = context.resolve(name, from: t.name)
        }
        // `self.document = try T(from: decoder)`: the document of the type's own generic parameter.
        if target == nil, t.genericParameters.contains(name) {
            let reason = Self.genericPartPrefix + "'\(name)' decoded from the same decoder"
            if !partial.contains(reason) { partial.append(reason) }
            return
        }
        guard let target, visited.insert(target.name).inserted else {
            if !partial.contains("a type decoded from the same decoder that the scan cannot see") && name != "super" {
                partial.append("a type decoded from the same decoder that the scan cannot see")
            }
            return
        }
        if decoding {
            if let decoder = target.decoder { addDecoderKeys(decoder, of: target) } else { addSynthesizedKeys(of: target, decoding: true) }
        } else {
            if let encoder = target.encoder { addEncoderKeys(encoder, of: target) } else { addSynthesizedKeys(of: target, decoding: false) }
        }
    }

    // MARK: Keys

    /// A key case's wire name through the container's key enum (or the type's CodingKeys).
    mutating func wireName(_ caseName: String, literal: Bool, keyEnum: String?, in t: ScannedType) -> (String, ScannedCase?) {
        if literal { return (caseName, nil) }
        if keyCasesOwner != t.name || keyCasesEnum != keyEnum {
            keyCasesOwner = t.name
            keyCasesEnum = keyEnum
            keyCaseSearch = ShortListSearch()
            keyCases = keyEnum.flatMap { name in
                name == "CodingKeys" && t.codingKeys != nil ? t.codingKeys : context.keyEnum(name, from: t.name)?.cases
            } ?? t.codingKeys ?? context.keyEnum("CodingKeys", from: t.name)?.cases ?? []
        }
        // Case names are unique in an enum (a second one is a compile error).
        guard let i = keyCaseSearch.firstIndex(in: keyCases, where: { $0.name == caseName }) else { return (caseName, nil) }
        let c = keyCases[i]
        return (c.rawValue ?? c.name, c)
    }

    /// A non-optional type that still takes `null`: the app's JSON value type with a null case.
    func acceptsNull(_ shape: SwiftTypeShape) -> Bool {
        guard let name = shape.simpleName else { return false }
        return context.jsonValueTypes[name] == true
    }

    /// The same from the type's text, without parsing it: a JSON value type is a plain name.
    func acceptsNull(typeText text: String) -> Bool {
        // Bytes, compared in place: every read of every type asks, and an app has few such types.
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for (i, b) in bytes.enumerated() {
                if b == UInt8(ascii: "<") || b == UInt8(ascii: "[") { return false }
                if b == UInt8(ascii: ".") { start = i + 1 }
            }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "!") { end += 1 }
            let simple = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return context.nullableJSONValueNames.contains { $0.count == simple.count && $0.elementsEqual(simple) }
        }
    }

    /// Adds a key, or merges it into the one of the same wire name: a key decoded and
    /// encoded, or read twice (any read that tolerates absence or null decides, so that a
    /// doubt never becomes an error).
    /// Adds or merges `key`; returns its index.
    @discardableResult
    mutating func add(_ key: Key) -> Int {
        // A type has tens of keys: searched in place from the last one, not hashed.
        guard let i = keySearch.firstIndex(in: keys, where: { $0.name == key.name }) else {
            keys.append(key)
            touched?.append(keys.count - 1)
            return keys.count - 1
        }
        touched?.append(i)
        // Merged in place: copying the key out and back would retain every string in it.
        for p in key.properties where !keys[i].properties.contains(p) { keys[i].properties.append(p) }
        if keys[i].keyCaseLine == nil { keys[i].keyCaseLine = key.keyCaseLine }
        if keys[i].swiftType == nil { keys[i].swiftType = key.swiftType }
        if key.decodes {
            let wasDecoded = keys[i].decodes
            // Read once on its own as well: required whatever the other key does.
            if wasDecoded { keys[i].alternativeTo = nil }
            keys[i].mayBeAbsent = wasDecoded ? keys[i].mayBeAbsent || key.mayBeAbsent : key.mayBeAbsent
            keys[i].acceptsNull = wasDecoded ? keys[i].acceptsNull || key.acceptsNull : key.acceptsNull
            keys[i].opensNestedObject = keys[i].opensNestedObject || key.opensNestedObject
            keys[i].decodes = true
        }
        if key.encodes { keys[i].encodes = true }
        return i
    }

    /// `[Stop]?` and `[Stop]`: the same type but for the optional that holds it.
    static func sameType(_ declared: String, _ read: String) -> Bool {
        let a = declared.hasSuffix("?") ? declared.dropLast() : Substring(declared)
        let b = read.hasSuffix("?") ? read.dropLast() : Substring(read)
        return a == b
    }
}
