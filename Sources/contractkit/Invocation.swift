/// How the user ran the tool, for the hints that tell them what to run next: a hint that
/// says `contractkit generate` is wrong when there is no `contractkit` on the PATH, as under
/// `swift run --package-path …`. It repeats the program path as it was run, or, when a SwiftPM
/// plugin runs the tool, the plugin's command (the plugins set the two variables below).
struct Invocation: Sendable {
    /// What runs any command: `.build/debug/contractkit`, `swift package contractkit`.
    var program: String
    /// What runs `generate` and writes: `<program> generate`, or the plugin that may write.
    var generate: String

    static let plain = Invocation(program: "contractkit", generate: "contractkit generate")

    /// `argv0` as typed: a bare name was found on the PATH and stays bare; a path inside the
    /// working directory is shown relative to it (`swift run` runs the binary by its absolute
    /// path); any other path is kept whole, so the hint runs from where the user is.
    /// `environment` looks one variable up (`getenv`: building the whole environment as a
    /// dictionary costs every command a little start-up time).
    static func current(argv0: String, environment: (String) -> String?, workingDirectory: String) -> Invocation {
        if let program = environment("CONTRACTKIT_INVOCATION"), !program.isEmpty {
            return Invocation(program: program, generate: environment("CONTRACTKIT_GENERATE_INVOCATION") ?? program + " generate")
        }
        var program = argv0.isEmpty ? "contractkit" : argv0
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if program.hasPrefix(base), program.count > base.count {
            let relative = String(program.dropFirst(base.count))
            program = relative.contains("/") ? relative : "./" + relative
        }
        let quoted = shellQuoted(program)
        return Invocation(program: quoted, generate: quoted + " generate")
    }
}
