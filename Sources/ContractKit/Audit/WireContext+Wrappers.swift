/// Generic response wrappers: `struct Response<Wrapped: Decodable>` whose `init(from:)`
/// reads its own keys (`requestId`, `statusCode`) and decodes `Wrapped` from the same decoder
/// (`wrapped = try .init(from: decoder)`). Where the app spells `Response<AuthData>`, the
/// JSON object that `AuthData` is decoded from also holds the wrapper's keys: they are read.
struct GenericWrappers: Sendable {
    /// Last name of a wrapped type → the wrappers the app applies to it, by name.
    private var byWrapped: [String: [String]] = [:]

    /// `spelled`: type texts as the app writes them (alias targets, decode calls, type arguments).
    init(types: [String: ScannedType], aliases spelled: [String], propertyTypes: [String]) {
        var wrappers: [String: Int] = [:]  // last name → the generic parameter decoded in place
        // A generic enum that tries each parameter in turn (`Either<A, B>`) wraps nothing: its value is one of them.
        // Nor does a struct that reads no key of its own add any.
        for t in types.values where !t.genericParameters.isEmpty && t.kind != .enum {
            guard let decoder = t.decoder, !decoder.reads.isEmpty else { continue }
            for delegate in decoder.delegates {
                let named = delegate.hasPrefix(".") ? t.properties.first { $0.name == String(delegate.dropFirst()) }?.type : delegate
                if let named, let index = t.genericParameters.firstIndex(of: named) { wrappers[lastComponent(t.name)] = index }
            }
        }
        guard !wrappers.isEmpty else { return }
        var found: [String: Set<String>] = [:]
        for text in spelled + propertyTypes where text.hasByte(UInt8(ascii: "<")) {
            Self.collect(SwiftTypeShape(text), wrappers, into: &found)
        }
        byWrapped = found.mapValues { $0.sorted() }
    }

    private static func collect(_ shape: SwiftTypeShape, _ wrappers: [String: Int], into found: inout [String: Set<String>]) {
        switch shape {
        case .named(let name, let arguments):
            if let index = wrappers[lastComponent(name)], index < arguments.count, case .named(let wrapped, _) = arguments[index].unwrapped {
                found[lastComponent(wrapped), default: []].insert(name)
            }
            for a in arguments { collect(a, wrappers, into: &found) }
        case .array(let e), .optional(let e): collect(e, wrappers, into: &found)
        case .dictionary(let k, let v): collect(k, wrappers, into: &found); collect(v, wrappers, into: &found)
        case .other: break
        }
    }

    /// The wrappers applied to this type, by name.
    func wrappers(of typeName: String) -> [String] { byWrapped[lastComponent(typeName)] ?? [] }
}

extension WireModelBuilder {
    /// The keys every generic wrapper of this type reads from the same object.
    mutating func addWrapperKeys() {
        for name in context.genericWrappers.wrappers(of: type.name) {
            guard let wrapper = context.resolve(name, from: type.name), let decoder = wrapper.decoder,
                  visited.insert(wrapper.name).inserted else { continue }
            addDecoderKeys(decoder, of: wrapper)
        }
    }
}
