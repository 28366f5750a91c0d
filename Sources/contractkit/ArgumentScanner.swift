import ContractKit
/// A usage error: the command line is wrong. The CLI prints it and exits 2.
struct UsageError: Error {
    var message: String
}

/// The options one command accepts.
struct OptionSpec {
    enum Arity {
        case flag
        /// A flag that may carry a value after `=`: `--fix` or `--fix=diff`.
        case flagOrInline
        case single
        /// One or more values, up to the next option.
        case multiple
        /// The arguments that follow no option: `validate --type T a.json b.json`.
        case operands
    }

    var name: String
    var arity: Arity
    var valueName: String = "VALUE"
    var help: String
}

/// Scans `--name value`, `--name=value`, `--name a b c` and `--flag` arguments against a spec.
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]

    init(_ arguments: [String], spec: [OptionSpec], command: String, program: String = "contractkit") throws {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                if let operands = spec.first(where: { $0.arity == .operands }) {
                    values[operands.name, default: []].append(argument)
                    continue
                }
                throw UsageError(message: "unexpected argument '\(argument)'; see '\(program) \(command) --help'")
            }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let option = spec.first(where: { "--" + $0.name == name }) else {
                let near = nearMiss(name, among: spec.filter { $0.arity != .operands }.map { "--" + $0.name }, shortNames: true)
                let help = "'\(program) \(command) --help'"
                throw UsageError(message: "unknown option '\(name)'; " + (near.map { "did you mean '\($0)'? See \(help)" } ?? "see \(help)"))
            }
            switch option.arity {
            case .operands:
                throw UsageError(message: "unknown option '\(name)'; see '\(program) \(command) --help'")
            case .flag:
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                flags.insert(option.name)
            case .flagOrInline:
                flags.insert(option.name)
                if let inlineValue { values[option.name] = [inlineValue] }
            case .single:
                if let inlineValue {
                    values[option.name] = [inlineValue]
                } else {
                    guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                        throw UsageError(message: "option '\(name)' needs a value (\(option.valueName))")
                    }
                    values[option.name] = [arguments[i]]
                    i += 1
                }
            case .multiple:
                var collected = inlineValue.map { [$0] } ?? []
                while i < arguments.count, !arguments[i].hasPrefix("--") {
                    collected.append(arguments[i])
                    i += 1
                }
                if collected.isEmpty { throw UsageError(message: "option '\(name)' needs at least one value (\(option.valueName))") }
                values[option.name, default: []] += collected
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name]?.last }
    func list(_ name: String) -> [String]? { values[name] }
}
