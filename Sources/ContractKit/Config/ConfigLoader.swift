/// Reads `contractkit.json`, as `tsconfig.json` is read: `//` and `/* */` comments and
/// trailing commas are allowed. An unknown key or a value of the wrong type is an error
/// naming the key path and its location: a typo must never be silent.
public enum ConfigLoader {
    public static func load(_ bytes: [UInt8], file: String) -> (ContractKitConfig, [Diagnostic]) {
        var reader = Reader(file: file)
        do {
            let json = try LocatedJSONParser.parse(bytes, file: file, jsonc: true)
            reader.config.locations[""] = json.location
            reader.readRoot(json)
        } catch let failure as LocatedJSONParser.Failure {
            reader.diagnostics.emit(.error, failure.message, at: failure.location)
        } catch {
            reader.diagnostics.emit(.error, "\(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return (reader.config, reader.diagnostics.items)
    }

    private struct Reader {
        let file: String
        var config = ContractKitConfig()
        var diagnostics = Diagnostics()

        init(file: String) { self.file = file }

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.emit(.error, message, at: location)
        }

        /// The members of an object, or nil (with an error) if `value` is not one.
        mutating func members(_ value: LocatedJSON, _ path: String) -> [(key: String, keyLocation: SourceLocation, value: LocatedJSON)]? {
            guard case .object(let members, _) = value else {
                error("'\(path.isEmpty ? "(top level)" : path)' must be an object, not \(value.kindDescription)", at: value.location)
                return nil
            }
            return members
        }

        mutating func string(_ value: LocatedJSON, _ path: String) -> String? {
            guard case .string(let s, _) = value else {
                error("'\(path)' must be a string, not \(value.kindDescription)", at: value.location)
                return nil
            }
            return s
        }

        mutating func bool(_ value: LocatedJSON, _ path: String) -> Bool? {
            guard case .bool(let b, _) = value else {
                error("'\(path)' must be true or false, not \(value.kindDescription)", at: value.location)
                return nil
            }
            return b
        }

        mutating func strings(_ value: LocatedJSON, _ path: String) -> [String]? {
            guard case .array(let items, _) = value else {
                error("'\(path)' must be an array of strings, not \(value.kindDescription)", at: value.location)
                return nil
            }
            var result: [String] = []
            for (i, item) in items.enumerated() {
                if let s = string(item, "\(path)[\(i)]") {
                    config.locations["\(path).\(s)"] = item.location
                    result.append(s)
                }
            }
            return result
        }

        mutating func unknown(_ key: String, _ path: String, _ known: [String], at location: SourceLocation) {
            let full = path.isEmpty ? key : "\(path).\(key)"
            let suggestion = known.first { $0.lowercased().hasPrefix(key.lowercased()) || key.lowercased().hasPrefix($0.lowercased()) }
                ?? known.min { editDistance($0, key) < editDistance($1, key) }.flatMap { editDistance($0, key) <= 3 ? $0 : nil }
            error("unknown key '\(full)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: location)
        }

        mutating func readRoot(_ json: LocatedJSON) {
            guard let members = members(json, "") else { return }
            for (key, keyLocation, value) in members {
                config.locations[key] = keyLocation
                switch key {
                case "$schema", "//": continue  // editor hints and comments
                case "contract": readContract(value)
                case "generate": readGenerate(value)
                case "audit": readAudit(value)
                case "verify": readVerify(value)
                case "waivers": readWaivers(value)
                case "contractVersion":
                    if let version = string(value, key) {
                        let parts = version.split(separator: ".")
                        if parts.count == 3 && parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                            config.contractVersion = version
                        } else {
                            error("'contractVersion' must be a version like 1.2.0, not '\(version)'", at: value.location)
                        }
                    }
                default: unknown(key, "", ["contract", "generate", "audit", "verify", "waivers", "contractVersion"], at: keyLocation)
                }
            }
        }

        mutating func readWaivers(_ json: LocatedJSON) {
            guard case .array(let items, _) = json else {
                error("'waivers' must be an array of objects, not \(json.kindDescription)", at: json.location)
                return
            }
            for (i, item) in items.enumerated() {
                let path = "waivers[\(i)]"
                guard let members = members(item, path) else { continue }
                var fields: [String: String] = [:]
                for (key, keyLocation, value) in members {
                    guard ["rule", "type", "field", "reason", "expires"].contains(key) else {
                        unknown(key, path, ["rule", "type", "field", "reason", "expires"], at: keyLocation)
                        continue
                    }
                    if let s = string(value, "\(path).\(key)") { fields[key] = s }
                }
                var valid = true
                for required in ["rule", "type", "reason"] where fields[required] == nil {
                    error("'\(path)' needs '\(required)'", at: item.location)
                    valid = false
                }
                if let rule = fields["rule"], AuditRule.named(rule) == nil {
                    let near = nearMiss(rule, among: AuditRule.all.map(\.id.rawValue))
                    error("'\(path).rule': unknown rule '\(rule)'; " + (near.map { "did you mean '\($0)'?" } ?? "'contractkit checks' lists them"), at: item.location)
                    valid = false
                }
                if let expires = fields["expires"], !isISODate(expires) {
                    error("'\(path).expires' must be a date like 2026-12-31, not '\(expires)'", at: item.location)
                    valid = false
                }
                if valid, let rule = fields["rule"].flatMap(RuleID.init(rawValue:)), let type = fields["type"], let reason = fields["reason"] {
                    config.waivers.append(Waiver(rule: rule, type: type, field: fields["field"], reason: reason,
                                                 expires: fields["expires"], location: item.location))
                }
            }
        }

        func isISODate(_ s: String) -> Bool {
            let parts = s.split(separator: "-")
            return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
        }

        /// An object of strings, with each key's location recorded.
        mutating func stringMap(_ json: LocatedJSON, _ path: String) -> [String: String] {
            guard let pairs = members(json, path) else { return [:] }
            var map: [String: String] = [:]
            for (key, location, value) in pairs {
                config.locations["\(path).\(key)"] = location
                if let s = string(value, "\(path).\(key)") { map[key] = s }
            }
            return map
        }

        mutating func readContract(_ json: LocatedJSON) {
            guard let members = members(json, "contract") else { return }
            for (key, keyLocation, value) in members {
                let path = "contract.\(key)"
                config.locations[path] = keyLocation
                switch key {
                case "strict": config.contract.strict = bool(value, path) ?? false
                case "bigint": config.contract.bigint = choice(value, path, ContractOptions.BigIntEncoding.self)
                case "binary": config.contract.binary = choice(value, path, ContractOptions.BinaryEncoding.self)
                default: unknown(key, "contract", ["strict", "bigint", "binary"], at: keyLocation)
                }
            }
        }

        /// One of an enum's raw values, or nil with an error listing them.
        mutating func choice<T: RawRepresentable & CaseIterable>(_ value: LocatedJSON, _ path: String, _ type: T.Type) -> T? where T.RawValue == String {
            guard let s = string(value, path) else { return nil }
            if let result = T(rawValue: s) { return result }
            error("'\(path)' must be one of \(T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(s)'", at: value.location)
            return nil
        }

        mutating func readVerify(_ json: LocatedJSON) {
            guard let verifyMembers = members(json, "verify") else { return }
            for (key, keyLocation, value) in verifyMembers {
                let path = "verify.\(key)"
                config.locations[path] = keyLocation
                switch key {
                case "dateDecodingStrategy":
                    guard let s = string(value, path) else { continue }
                    if let strategy = DateCodingStrategy(rawValue: s) {
                        config.verify.dateDecodingStrategy = strategy
                    } else {
                        error("'\(path)' must be one of \(DateCodingStrategy.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(s)'", at: value.location)
                    }
                case "keyDecodingStrategy":
                    guard let s = string(value, path) else { continue }
                    if let strategy = KeyCodingStrategy(rawValue: s) {
                        config.verify.keyDecodingStrategy = strategy
                    } else {
                        error("'\(path)' must be one of \(KeyCodingStrategy.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(s)'", at: value.location)
                    }
                case "routes":
                    guard let routes = members(value, path) else { continue }
                    for (route, routeLocation, type) in routes {
                        guard let typeText = string(type, "\(path).\(route)") else { continue }
                        let parts = route.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                        guard parts.count == 1 || parts.count == 2 else {
                            error("'\(path)' keys are 'METHOD /url/pattern' or '/url/pattern', not '\(route)'", at: routeLocation)
                            continue
                        }
                        config.verify.routes.append(VerifyRoute(method: parts.count == 2 ? parts[0].uppercased() : nil, pattern: parts.last!,
                                                                type: typeText, location: type.location))
                    }
                default: unknown(key, "verify", ["dateDecodingStrategy", "keyDecodingStrategy", "routes"], at: keyLocation)
                }
            }
        }

        mutating func readAudit(_ json: LocatedJSON) {
            guard let members = members(json, "audit") else { return }
            for (key, keyLocation, value) in members {
                config.locations["audit.\(key)"] = keyLocation
                switch key {
                case "types": config.audit.types = stringMap(value, "audit.types")
                case "models": config.audit.models = stringMap(value, "audit.models")
                case "modelFields":
                    config.audit.modelFields = stringMap(value, "audit.modelFields")
                    for key in config.audit.modelFields.keys.sorted() where key.split(separator: ".", omittingEmptySubsequences: false).count < 2
                        || key.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                        error("'audit.modelFields.\(key)' must name a field as Type.field or a nested one as Type.field.subfield", at: config.locations["audit.modelFields.\(key)"] ?? value.location)
                    }
                case "paths": readAuditPaths(value)
                case "baseline":
                    // Relative to the config file's folder, like audit.paths.
                    guard let path = string(value, "audit.baseline"), !path.isEmpty else { error("'audit.baseline' must name a file", at: value.location); continue }
                    let folder = SourcePath.directory(of: file)
                    config.audit.baseline = path.hasPrefix("/") || folder.isEmpty ? path : SourcePath.normalize(folder + "/" + path)
                case "provenance": config.audit.provenance = bool(value, "audit.provenance") ?? true
                default:
                    unknown(key, "audit", ["types", "models", "modelFields", "paths", "baseline", "provenance"], at: keyLocation)
                }
            }
        }

        /// `audit.paths`: `swift`, `models` and `mappers` lists, relative to the config's folder.
        mutating func readAuditPaths(_ json: LocatedJSON) {
            guard let members = members(json, "audit.paths") else { return }
            let folder = SourcePath.directory(of: file)
            for (key, keyLocation, value) in members {
                let path = "audit.paths.\(key)"
                config.locations[path] = keyLocation
                guard ["swift", "models", "mappers"].contains(key) else {
                    unknown(key, "audit.paths", ["swift", "models", "mappers"], at: keyLocation)
                    continue
                }
                guard let list = strings(value, path) else { continue }
                if list.contains(where: \.isEmpty) { error("'\(path)' has an empty path", at: value.location) }
                let resolved = list.filter { !$0.isEmpty }.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : SourcePath.normalize(folder + "/" + $0) }
                switch key {
                case "swift": config.audit.paths.swift = resolved
                case "models": config.audit.paths.models = resolved
                default: config.audit.paths.mappers = resolved
                }
            }
        }

        static let generateKeys = ["accessLevel", "conformances", "enumPrefix", "enumSuffix", "typePrefix", "typeSuffix", "namespace", "frozenEnums", "typeOverrides", "defaults", "envelopes",
                                   "acronyms", "integers", "formats"]

        /// `generate.formats`: a string format's Swift type, from those that can hold it.
        mutating func readFormats(_ value: LocatedJSON, _ path: String, into g: inout GeneratorConfig) {
            for (format, formatLocation, typeValue) in self.members(value, path) ?? [] {
                config.locations["\(path).\(format)"] = formatLocation
                guard let type = string(typeValue, "\(path).\(format)") else { continue }
                guard let allowed = GeneratorConfig.formatTypes[format] else {
                    unknown(format, path, GeneratorConfig.formatTypes.keys.sorted(), at: formatLocation)
                    continue
                }
                if allowed.contains(type) {
                    g.formats[format] = type
                } else {
                    error("'\(path).\(format)' must be one of \(allowed.sorted().map { "'\($0)'" }.joined(separator: ", ")), not '\(type)'", at: typeValue.location)
                }
            }
        }

        mutating func readGenerate(_ json: LocatedJSON) {
            guard let members = members(json, "generate") else { return }
            var g = GeneratorConfig()
            for (key, keyLocation, value) in members {
                let path = "generate.\(key)"
                config.locations[path] = keyLocation
                switch key {
                case "accessLevel":
                    guard let s = string(value, path) else { continue }
                    if let level = AccessLevel(rawValue: s) {
                        g.accessLevel = level
                    } else {
                        error("'\(path)' must be one of \(AccessLevel.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(s)'", at: value.location)
                    }
                case "conformances":
                    guard let list = strings(value, path) else { continue }
                    for c in list where !GeneratorConfig.supportedConformances.contains(c) {
                        error("'\(path)' has '\(c)'; supported: \(GeneratorConfig.supportedConformances.sorted().joined(separator: ", "))", at: config.locations["\(path).\(c)"] ?? value.location)
                    }
                    g.conformances = list.filter(GeneratorConfig.supportedConformances.contains)
                case "enumPrefix": g.enumPrefix = checkedAffix(value, path) ?? ""
                case "enumSuffix": g.enumSuffix = checkedAffix(value, path) ?? ""
                case "typePrefix": g.typePrefix = checkedAffix(value, path) ?? ""
                case "typeSuffix": g.typeSuffix = checkedAffix(value, path) ?? ""
                case "namespace":
                    guard let name = checkedAffix(value, path), !name.isEmpty else { continue }  // "" is none
                    if name.first!.isNumber {
                        error("'\(path)' must be a Swift type name, not '\(name)'", at: value.location)
                    } else {
                        g.namespace = name
                    }
                case "frozenEnums": g.frozenEnums = strings(value, path) ?? []
                case "acronyms":
                    for word in strings(value, path) ?? [] {
                        if word.count >= 2 && word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                            g.acronyms.append(word.uppercased())
                        } else {
                            error("'\(path)' has '\(word)'; an acronym is two or more ASCII letters or digits", at: config.locations["\(path).\(word)"] ?? value.location)
                        }
                    }
                case "formats": readFormats(value, path, into: &g)
                case "integers":
                    for glob in strings(value, path) ?? [] {
                        if glob.isEmpty || glob.contains(where: { $0 == " " }) {
                            error("'\(path)' has '\(glob)'; a pattern is a field name or a Type.field path, with * for any characters", at: config.locations["\(path).\(glob)"] ?? value.location)
                        } else {
                            g.integers.append(glob)
                        }
                    }
                case "typeOverrides":
                    guard let overrides = self.members(value, path) else { continue }
                    for (field, fieldLocation, typeValue) in overrides {
                        config.locations["\(path).\(field)"] = fieldLocation
                        guard let type = string(typeValue, "\(path).\(field)") else { continue }
                        if isPlausibleSwiftType(type) {
                            g.typeOverrides[field] = type
                        } else {
                            error("'\(path).\(field)' is not a Swift type: '\(type)'", at: typeValue.location)
                        }
                    }
                case "defaults": readDefaults(value, path, into: &g)
                case "envelopes":
                    guard let envelopes = self.members(value, path) else { continue }
                    for (name, nameLocation, typeValue) in envelopes {
                        config.locations["\(path).\(name)"] = nameLocation
                        switch name {
                        case "unified": g.unifiedEnvelope = string(typeValue, "\(path).unified")
                        case "legacy": g.legacyEnvelope = string(typeValue, "\(path).legacy")
                        default: unknown(name, path, ["unified", "legacy"], at: nameLocation)
                        }
                    }
                default:
                    unknown(key, "generate", Self.generateKeys, at: keyLocation)
                }
            }
            config.generate = g
        }

        mutating func readDefaults(_ json: LocatedJSON, _ path: String, into g: inout GeneratorConfig) {
            guard let members = members(json, path) else { return }
            for (key, keyLocation, value) in members {
                config.locations["\(path).\(key)"] = keyLocation
                switch key {
                case "missingArraysAreEmpty":
                    g.missingArraysAreEmpty = bool(value, "\(path).\(key)") ?? false
                case "fields":
                    guard let fields = self.members(value, "\(path).fields") else { continue }
                    for (field, fieldLocation, v) in fields {
                        let fieldPath = "\(path).fields.\(field)"
                        config.locations[fieldPath] = fieldLocation
                        switch v {
                        case .string(let s, _): g.fieldDefaults[field] = .string(s)
                        case .number(let n, _): g.fieldDefaults[field] = .number(n)
                        case .bool(let b, _): g.fieldDefaults[field] = .bool(b)
                        case .null: g.fieldDefaults[field] = .null
                        case .array(let items, _) where items.isEmpty: g.fieldDefaults[field] = .emptyArray
                        case .object(let items, _) where items.isEmpty: g.fieldDefaults[field] = .emptyObject
                        default: error("'\(fieldPath)' must be a string, number, boolean, null, [] or {}", at: v.location)
                        }
                    }
                default:
                    unknown(key, path, ["missingArraysAreEmpty", "fields"], at: keyLocation)
                }
            }
        }

        /// A prefix or suffix must keep type names identifiers.
        mutating func checkedAffix(_ value: LocatedJSON, _ path: String) -> String? {
            guard let s = string(value, path) else { return nil }
            guard s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                error("'\(path)' may hold only letters, digits and '_': '\(s)'", at: value.location)
                return nil
            }
            return s
        }

        /// Letters, digits, `_`, `.`, `[]`, `?`, `<>`, `:` `,` and spaces: enough for
        /// `Int`, `[String: Int]?`, `Foundation.Date`, and nothing that ends a declaration.
        func isPlausibleSwiftType(_ type: String) -> Bool {
            !type.isEmpty && type.allSatisfy { $0.isLetter || $0.isNumber || "_.[]?<>:, ".contains($0) } && type.first != " "
        }
    }
}

