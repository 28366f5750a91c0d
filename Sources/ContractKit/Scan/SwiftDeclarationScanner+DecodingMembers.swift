/// Initializers and methods that `init(from:)` hands its reading to.
///
/// A type may keep `init(from:)` to one line and read its keys elsewhere:
/// ```swift
/// convenience init(from decoder: any Decoder) throws { try self.init(reading: decoder) }
/// private convenience init(reading decoder: Decoder) throws { … c.decode(…, forKey: .id) … }
/// ```
/// or open the container itself and pass it on: `try fill(from: container)` with
/// `func fill(from c: KeyedDecodingContainer<CodingKeys>)`. Swift runs those reads as part of
/// the decode, so they are the type's reads. The scanner reads the body of every initializer
/// or method that receives a `Decoder` or a `KeyedDecodingContainer`, keeps it under the
/// name the decoder calls it by (`init(reading:)`, `fill`), and `WireContext.merged` adds the
/// reads of the ones the decoder calls to the decoder's own.
extension SwiftDeclarationScanner {
    /// Reads the body at `{` as a decoding member when one of `parameters` is a decoder or a
    /// keyed decoding container; false (nothing consumed) otherwise. `name` is made only then:
    /// most initializers (a memberwise one of twenty parameters) take neither.
    mutating func readDecodingMember(_ name: @autoclosure () -> String, parameters: [ScannedInitializer.Parameter], line: Int, into type: inout ScannedType?) -> Bool {
        guard type != nil, current.isPunct("{") else { return false }
        // Most functions take neither: a byte test on each type's last character first.
        guard parameters.contains(where: { $0.type.utf8.last == UInt8(ascii: "r") || $0.type.utf8.last == UInt8(ascii: ">") }) else { return false }
        let containers = parameters.compactMap(Self.keyedContainerParameter)
        guard !containers.isEmpty || parameters.contains(where: { Self.isDecoderType($0.type) }) else { return false }
        var decoder = withBalancedContents { CodingBodyReader(body: $0).decoder(line: line) }
        for (parameter, keys) in containers where !decoder.containers.contains(where: { $0.name == parameter }) {
            decoder.containers.append(ScannedContainer(name: parameter, kind: .keyed, keyEnum: keys, line: line))
        }
        type?.decodingMembers.append(ScannedDecodingMember(name: name(), decoder: decoder))
        return true
    }

    /// The key used for an initializer among the decoding members: `init(reading:)`.
    static func initializerMemberName(_ parameters: [ScannedInitializer.Parameter]) -> String {
        "init(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// `Decoder`, `any Decoder`, `Swift.Decoder`.
    static func isDecoderType(_ type: String) -> Bool {
        let plain = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        return plain == "Decoder" || plain == "Swift.Decoder"
    }

    /// A `KeyedDecodingContainer<Keys>` parameter: its name and the key enum.
    static func keyedContainerParameter(_ parameter: ScannedInitializer.Parameter) -> (String, String)? {
        let type = parameter.type.hasPrefix("Swift.") ? String(parameter.type.dropFirst(6)) : parameter.type
        guard type.hasPrefix("KeyedDecodingContainer<"), type.hasSuffix(">") else { return nil }
        let keys = type.dropFirst("KeyedDecodingContainer<".count).dropLast()
        return keys.isEmpty ? nil : (parameter.name, String(keys))
    }
}

/// An initializer or method that reads from a decoder or keyed container it is given.
public struct ScannedDecodingMember: Sendable, Equatable, Codable {
    /// `init(reading:)` for an initializer, the method's name for a method.
    public var name: String
    public var decoder: ScannedDecoder
}
