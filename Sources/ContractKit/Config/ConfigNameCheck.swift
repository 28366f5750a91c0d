/// Every name `contractkit.json` gives, checked against what was read: a key that names no
/// contract type or field, or a Swift type the scan did not find, would be ignored in
/// silence, so it is an error at its `file:line:col`, with the nearest name as a
/// did-you-mean.
///
/// Keys take contract names (as the `.ts` files spell them): `audit.types`,
/// `audit.modelFields` (`Type.field`, or a nested path `Type.field.subfield`),
/// `waivers[].type`, `generate.frozenEnums`, `generate.typeOverrides`,
/// `generate.defaults.fields` and `verify.routes` values. `audit.models` keys may also be the Swift DTO's name; its
/// values are Swift model types.
public enum ConfigNameCheck {
    /// The Swift names the scan found, when Swift was read.
    public struct SwiftNames: Sendable {
        /// Types the DTO files declare (qualified and last component).
        public var dtos: Set<String>
        /// Types the model files declare; nil when no model file was given.
        public var models: Set<String>?

        public init(dtos: Set<String>, models: Set<String>?) {
            self.dtos = dtos
            self.models = models
        }
    }

    /// Which keys a command checks: those it uses (a config shared by several contracts
    /// may hold settings for another command's contract).
    public struct Keys: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `audit.types` and `waivers`.
        public static let audit = Keys(rawValue: 1)
        /// `audit.models` and `audit.modelFields`, which `generate --models` reads too.
        public static let models = Keys(rawValue: 16)
        /// `generate.typeOverrides` and `generate.defaults.fields`.
        public static let generate = Keys(rawValue: 2)
        /// `generate.frozenEnums`, which `diff` reads too.
        public static let frozenEnums = Keys(rawValue: 4)
        /// `verify.routes`.
        public static let routes = Keys(rawValue: 8)
        public static let all: Keys = [.audit, .models, .generate, .frozenEnums, .routes]
    }

    /// The problems, sorted by location, and the key paths they are about (so a later
    /// check of the same key, like `generate`'s unused-override check, does not repeat them).
    public static func problems(_ config: ContractKitConfig, schema: Schema, swift: SwiftNames? = nil, keys: Keys = .all) -> (diagnostics: [Diagnostic], keys: Set<String>) {
        var check = Checker(config: config, schema: schema)
        check.run(swift: swift, keys: keys)
        return (check.diagnostics.sorted, check.keys)
    }

    /// Why a dotted contract path (`Order.customer.fullName`) names nothing, or nil when it
    /// names a field (or passes through a type whose fields are not known).
    public static func pathProblem(_ path: String, schema: Schema) -> String? {
        Checker(config: ContractKitConfig(), schema: schema).pathProblem(path)
    }

    struct Checker {
        let config: ContractKitConfig
        let declarations: [String: Declaration]
        /// Sorted, for a "did you mean": made only when a name is wrong (an app's contract has thousands).
        var typeNames: [String] { declarations.keys.sorted() }
        var diagnostics = Diagnostics()
        var keys: Set<String> = []

        init(config: ContractKitConfig, schema: Schema) {
            self.config = config
            declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        }

        mutating func run(swift: SwiftNames?, keys wanted: Keys) {
            if wanted.contains(.audit) {
                for key in config.audit.types.keys.sorted() where declarations[key] == nil {
                    report("audit.types.\(key)", "the contract has no type '\(key)'" + didYouMean(key, typeNames))
                }
                for (i, waiver) in config.waivers.enumerated() where declarations[waiver.type] == nil {
                    diagnostics.emit(.error, "'waivers[\(i)].type': the contract has no type '\(waiver.type)'" + didYouMean(waiver.type, typeNames), at: waiver.location)
                    keys.insert("waivers[\(i)]")
                }
            }
            if wanted.contains(.models) {
                for key in config.audit.modelFields.keys.sorted() {
                    if let problem = pathProblem(key) { report("audit.modelFields.\(key)", problem) }
                }
                checkModels(swift)
            }
            if wanted.contains(.frozenEnums) {
                for name in config.generate.frozenEnums where declarations[name]?.kind != .enumeration {
                    let enums = typeNames.filter { declarations[$0]?.kind == .enumeration }
                    report("generate.frozenEnums.\(name)", "the contract has no enum '\(name)'" + didYouMean(name, enums), shownKey: "generate.frozenEnums")
                }
            }
            if wanted.contains(.generate) {
                for key in config.generate.typeOverrides.keys.sorted() {
                    if let problem = pathProblem(key) { report("generate.typeOverrides.\(key)", problem) }
                }
                for key in config.generate.fieldDefaults.keys.sorted() {
                    if let problem = pathProblem(key) { report("generate.defaults.fields.\(key)", problem) }
                }
            }
            if wanted.contains(.routes) { checkRoutes() }
        }

        /// `verify.routes` values: the type a route's responses hold, by its outermost name
        /// (`ResponseEnvelope` in `ResponseEnvelope<WorkDTO>`).
        mutating func checkRoutes() {
            let builtins: Set<String> = ["Array", "Record", "string", "number", "boolean", "unknown", "any", "null", "object"]
            for route in config.verify.routes {
                let name = String(route.type.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
                guard !name.isEmpty, declarations[name] == nil, !builtins.contains(name) else { continue }
                let key = (route.method.map { $0 + " " } ?? "") + route.pattern
                diagnostics.emit(.error, "'verify.routes.\(key)': the contract has no type '\(name)'" + didYouMean(name, typeNames), at: route.location)
                keys.insert("verify.routes.\(key)")
            }
        }

        /// `audit.models`: keys are contract types or Swift DTOs, values the app's model types.
        mutating func checkModels(_ swift: SwiftNames?) {
            guard let swift else { return }  // a key may name a Swift DTO: checked once Swift is read
            for (key, model) in config.audit.models.sorted(by: { $0.key < $1.key }) {
                if declarations[key] == nil, !swift.dtos.contains(key) {
                    report("audit.models.\(key)", "the contract has no type '\(key)' and no Swift DTO has that name" + didYouMean(key, typeNames + swift.dtos.sorted()))
                } else if let models = swift.models, !models.contains(model) {
                    report("audit.models.\(key)", "maps \(key) to the model '\(model)', but no --models file declares it" + didYouMean(model, models.sorted()))
                }
            }
        }

        mutating func report(_ key: String, _ message: String, shownKey: String? = nil) {
            keys.insert(key)
            diagnostics.emit(.error, "'\(shownKey ?? key)': \(message)",
                             at: config.location(of: key) ?? SourceLocation(file: "contractkit.json", line: 1, column: 1))
        }

        func didYouMean(_ name: String, _ candidates: [String]) -> String {
            nearMiss(name, among: candidates, shortNames: true).map { "; did you mean '\($0)'?" } ?? ""
        }

        /// The first segment a contract type, each further one a field of the one before.
        func pathProblem(_ path: String) -> String? {
            let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let first = segments.first, let decl = declarations[first] else {
                return "the contract has no type '\(segments.first ?? path)'" + didYouMean(segments.first ?? path, typeNames)
            }
            guard segments.count > 1 else { return nil }
            var fields = declarationFields(decl, depth: 0)
            var owner = first
            for (i, segment) in segments.enumerated().dropFirst() {
                guard let known = fields else { return nil }  // a union, a map, a generic: not checked
                if segment.isEmpty { return "'\(path)' has an empty segment" }
                guard let field = known.first(where: { $0.name == segment }) else {
                    return "\(owner) has no field '\(segment)'" + didYouMean(segment, known.map(\.name).sorted())
                }
                fields = self.fields(of: field.type, depth: 0)
                owner += "." + segment
                if fields == nil, i + 1 < segments.count, isScalar(field.type) {
                    return "\(owner) is not an object, so it has no field '\(segments[i + 1])'"
                }
            }
            return nil
        }

        func declarationFields(_ decl: Declaration, depth: Int) -> [Field]? {
            switch decl.kind {
            case .object: decl.fields
            case .alias: decl.target.flatMap { fields(of: $0, depth: depth + 1) }
            default: nil
            }
        }

        /// The fields a value of this type has, through arrays, null and named objects.
        func fields(of type: TypeRef, depth: Int) -> [Field]? {
            guard depth < 16 else { return nil }
            switch type {
            case .object(let fields): return fields
            case .array(let element), .nullable(let element): return fields(of: element, depth: depth + 1)
            case .reference(let name, let arguments) where arguments.isEmpty:
                return declarations[name].flatMap { declarationFields($0, depth: depth + 1) }
            default: return nil
            }
        }

        func isScalar(_ type: TypeRef) -> Bool {
            switch type {
            case .primitive, .formattedString, .literal, .literalUnion: true
            case .nullable(let e), .array(let e): isScalar(e)
            case .reference(let name, _): declarations[name]?.kind == .enumeration
            default: false
            }
        }
    }
}
