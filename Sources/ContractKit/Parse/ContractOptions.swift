/// How a contract is read: what the `contract` section of `contractkit.json` and `--strict` set.
///
/// For example: `{"contract": {"strict": true, "binary": "base64"}}`.
public struct ContractOptions: Sendable, Equatable {
    /// How a `bigint` travels in JSON, which cannot carry one natively.
    public enum BigIntEncoding: String, Sendable, CaseIterable {
        /// As a string of digits: the IR type is `string`.
        case string
        /// As a JSON number: the IR type is `integer`.
        case number
    }

    /// How binary data (`ArrayBuffer`, `Uint8Array`, `Blob`, `Buffer`) travels in JSON.
    public enum BinaryEncoding: String, Sendable, CaseIterable {
        /// As a base64 string: the IR type is a `byte` string, generated as `Data`.
        case base64
    }

    /// A type name that no file of the contract declares is an error, not an external type.
    public var strict = false
    /// Nil: `bigint` is unsupported, with a warning.
    public var bigint: BigIntEncoding?
    /// Nil: binary types are unsupported, with a warning.
    public var binary: BinaryEncoding?

    public init(strict: Bool = false, bigint: BigIntEncoding? = nil, binary: BinaryEncoding? = nil) {
        self.strict = strict
        self.bigint = bigint
        self.binary = binary
    }
}
