/// A decode written in another type's own `init(from decoder:)` (`let call = try
/// container.decode(Call.self)` in `CallParams`'s decoder) runs only when the app decodes that
/// holder. When the app only sends the holder, that decoder never runs, and the inner type
/// travels the way the holder does; when it decodes the holder, or nothing places the holder,
/// the decode stands.
extension TypeDirections {
    /// A type first seen decoded in a holder's `init(from:)`, with the evidence that placed it.
    struct DecoderBodyDecode {
        var holder: String
        var type: String
        var evidence: String
    }

    /// The holder whose own `init(from:)` makes the decode, when it is a Codable type of the
    /// app (not a protocol's extension, whose decoder serves every conforming type).
    static func decoderBodyHolder(_ use: CodingUse, named: (String) -> String?) -> String? {
        guard use.inDecoderBody == true, let scope = use.scope else { return nil }
        return named(scope)
    }

    /// Takes back the decode of each type that only the `init(from:)` of holders the app only
    /// sends makes (it encodes them and never decodes them itself); `plain` are the types decoded
    /// elsewhere too. Returns those decodes, to be placed again should a holder turn out decoded
    /// after all (held by a decoded type).
    static func withdrawDecoderBodyDecodes(_ decoded: inout [String: String], _ uses: [DecoderBodyDecode], plain: Set<String>,
                                           encoded: [String: String], decodeOnly: Set<String>) -> [DecoderBodyDecode] {
        guard !uses.isEmpty else { return [] }
        func onlySent(_ holder: String) -> Bool { encoded[holder] != nil && decoded[holder] == nil && !decodeOnly.contains(holder) }
        var kept = plain
        var unrunEvidence = Set<String>()
        for use in uses where onlySent(use.holder) { unrunEvidence.insert(use.type + " " + use.evidence) }
        for use in uses where !onlySent(use.holder) && kept.insert(use.type).inserted {
            // The first decode that runs says where, not one in an only-sent holder's decoder.
            if let said = decoded[use.type], unrunEvidence.contains(use.type + " " + said) { decoded[use.type] = use.evidence }
        }
        let withdrawn = uses.filter { !kept.contains($0.type) }
        for use in withdrawn { decoded[use.type] = nil }
        return withdrawn
    }

    /// Places again each withdrawn decode whose holder the app decodes after all, then what
    /// those types hold; repeated while a newly decoded type is itself such a holder.
    static func placeDecoderBodyDecodes(_ decoded: inout [String: String], _ withdrawn: [DecoderBodyDecode], types: [String: ScannedType],
                                        resolve: (String, String?) -> [String], members: (String, ScannedType) -> [String]) {
        var left = withdrawn
        while !left.isEmpty {
            var fresh: [String] = []
            var waiting: [DecoderBodyDecode] = []
            for use in left {
                guard decoded[use.holder] != nil else { waiting.append(use); continue }
                if decoded[use.type] == nil {
                    decoded[use.type] = use.evidence
                    fresh.append(use.type)
                }
            }
            guard !fresh.isEmpty else { return }
            propagate(&decoded, from: [], types: types, resolve: resolve, members: members, verb: "decoded", seeds: fresh)
            left = waiting
        }
    }

    /// A generic type the app only sends, spelled in its code with its arguments
    /// (`Request<QuoteParams>(…)`): what it holds in a property typed by its parameter is sent
    /// with it. Places only arguments nothing else places, and what they hold.
    static func placeSentGenericArguments(_ encoded: inout [String: String], decoded: [String: String], files: [ScannedFile], types: [String: ScannedType],
                                          resolve: (String, String?) -> [String], members: (String, ScannedType) -> [String]) {
        var fresh: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for spelling in file.genericSpellings {
                guard case .named(let wrapper, let arguments) = SwiftTypeShape(spelling), !arguments.isEmpty,
                      let holder = resolve(wrapper, nil).first, encoded[holder] != nil, decoded[holder] == nil,
                      let t = types[holder], holdsParameter(t) else { continue }
                for name in resolve(spelling, nil) where name != holder && decoded[name] == nil && encoded[name] == nil {
                    encoded[name] = "sent in \(lastComponent(holder))<…> (\(lastPathComponent(file.path)))"
                    fresh.append(name)
                }
            }
        }
        guard !fresh.isEmpty else { return }
        propagate(&encoded, from: [], types: types, resolve: resolve, members: members, verb: "encoded", seeds: fresh)
    }

    /// A generic type with a stored property typed by one of its parameters (`let params: Params`).
    static func holdsParameter(_ t: ScannedType) -> Bool {
        let parameters = Set(t.genericParameters)
        guard !parameters.isEmpty else { return false }
        return t.properties.contains { p in p.stored && !p.static && p.type.map { WireContext.firstName(in: $0, where: parameters.contains) } == true }
    }
}
