/// A key a hand-written decoder tries as one type, then as another when the first does not fit:
/// ```swift
/// do {
///     biography = try c.decode(LocalizedString.self, forKey: .biography)
/// } catch {
///     biography = LocalizedString(try c.decode([LocalizedString].self, forKey: .biography))
/// }
/// if let text = try? c.decode(String.self, forKey: .volume) { volume = Double(text) }
/// else { volume = try? c.decode(Double.self, forKey: .volume) }
/// ```
/// A value of the first type is read as that; any other goes on to the next read. So the key
/// decodes as any type of the chain up to the first read that lets no mistyped value through,
/// whatever the property it ends in holds (`volume: Double?` from a string payload).
extension WireModelBuilder {
    /// The reads so far, in one decoder, that let a mistyped value through to later reads:
    /// their keys and types. Most decoders have none or a few.
    struct FallbackReads {
        var open: [(key: Int, type: String)] = []
    }

    /// Records the read of key `at` as `typeText`: when an earlier read of the key let a mistyped
    /// value through and had another type, both types become the key's fallback types.
    mutating func noteFallbackType(_ read: ScannedDecoder.Read, _ typeText: String?, key at: Int, _ reads: inout FallbackReads) {
        guard let typeText else { return }
        if let earlier = reads.open.last(where: { $0.key == at }), !Self.sameType(earlier.type, typeText) {
            if keys[at].fallbackTypes.isEmpty { keys[at].fallbackTypes.append(earlier.type) }
            if !keys[at].fallbackTypes.contains(typeText) { keys[at].fallbackTypes.append(typeText) }
        }
        if read.optionalTry || read.catchesMistype == true {
            reads.open.append((at, typeText))
        } else if !reads.open.isEmpty {
            // A read that throws on a mistyped value ends the chain: nothing after it is reached so.
            reads.open.removeAll { $0.key == at }
        }
    }

    /// Read first under `try?`, then again without (`if let m = try? c.decode([Int: T]…) else c.decode([T]…)`):
    /// the read whose failure fails the decode stands for the key. `triedFirst`: the keys whose
    /// first read sits under `try?`, until a read without it.
    mutating func noteTriedFirst(_ read: ScannedDecoder.Read, _ typeText: String?, key at: Int, new: Bool, _ triedFirst: inout Set<Int>) {
        if read.optionalTry {
            if new { triedFirst.insert(at) }
        } else if triedFirst.remove(at) != nil, !new, let typeText {
            keys[at].swiftType = typeText
        }
    }
}
