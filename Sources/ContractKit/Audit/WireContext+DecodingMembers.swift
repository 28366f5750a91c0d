/// A decoder that hands its reading to the type's own initializers or methods
/// (`try self.init(reading: decoder)`, `try fill(from: container)`) reads what they read:
/// their reads, containers and delegates join the decoder's, following calls between them.
extension WireContext {
    static func addMemberReads(_ byName: inout [String: ScannedType]) {
        for (name, t) in byName where !t.decodingMembers.isEmpty {
            guard var decoder = t.decoder, !decoder.memberCalls.isEmpty else { continue }
            let members = Dictionary(t.decodingMembers.map { ($0.name, $0.decoder) }, uniquingKeysWith: { a, _ in a })
            var pending = decoder.memberCalls, visited: Set<String> = []
            while let call = pending.popLast() {
                guard visited.insert(call).inserted, let member = members[call] else { continue }
                decoder.reads += member.reads
                decoder.containers += member.containers.filter { c in !decoder.containers.contains { $0.name == c.name && $0.keyEnum == c.keyEnum } }
                decoder.delegates += member.delegates.filter { !decoder.delegates.contains($0) }
                decoder.partial += member.partial.filter { !decoder.partial.contains($0) }
                decoder.derived += member.derived
                decoder.singleValue = decoder.singleValue || member.singleValue
                if decoder.singleValueType == nil { decoder.singleValueType = member.singleValueType }
                decoder.singleValueAlternatives += member.singleValueAlternatives.filter { !decoder.singleValueAlternatives.contains($0) }
                pending += member.memberCalls
            }
            byName[name]?.decoder = decoder
        }
    }
}
