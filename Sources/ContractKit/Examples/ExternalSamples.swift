/// The JSON that well-known library types take on the wire, so a payload can hold a
/// plausible value for a contract field of an external type instead of `null`, which
/// the contract does not allow where it requires a value.
///
/// Keyed by the type's name as the contract writes it (the last component of a
/// namespaced name: `FirebaseFirestore.Timestamp` is `Timestamp`). A type not listed
/// here has no value: an optional field of it is left out, a nullable one is `null`, and
/// a required one leaves its type "not verified", with the reason.
public enum ExternalSamples {
    /// `JSON.stringify` of each type, as its library writes it.
    static let table: [String: ExampleValue] = [
        // Firestore's Timestamp.toJSON() (firebase, firebase-admin).
        "Timestamp": .object([("seconds", .number(1_768_473_000, isInteger: true)), ("nanoseconds", .number(0, isInteger: true))]),
        "GeoPoint": .object([("latitude", .number(1, isInteger: true)), ("longitude", .number(1, isInteger: true))]),
        // MongoDB's ObjectId and BSON/Prisma/decimal.js decimals serialize as strings.
        "ObjectId": .string("65a4f0c2e13b2a0012345678"),
        "Decimal": .string("1"),
        "Date": .string(ExamplePayloads.timestamp),
        "URL": .string("https://example.com/resource"),
    ]

    /// The value for an external type, or nil when its JSON form is not known.
    public static func value(name: String, module: String?) -> ExampleValue? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return table[last]
    }
}
