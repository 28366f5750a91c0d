import ContractKit
import Foundation

/// `audit --fix` and `audit --fix=diff`: the fixes planned from the audit just run, written
/// in place or shown as a unified diff. The library plans; this file reads and writes.
enum AuditFix {
    static let option = OptionSpec(name: "fix", arity: .flagOrInline, valueName: "diff",
                                   help: "Edit the Swift files to fix the findings that have one safe edit (--fix=diff: print the edits as a unified diff, write nothing).")

    enum Mode { case write, diff }

    static func mode(_ arguments: ParsedArguments) throws -> Mode? {
        guard arguments.flag("fix") else { return nil }
        switch arguments.value("fix") {
        case nil: return .write
        case "diff": return .diff
        case let other?: throw UsageError(message: "--fix takes no value, or 'diff' (--fix=diff); not '\(other)'")
        }
    }

    /// Plans the fixes, then writes them (`.write`) or prints their diff (`.diff`). Returns
    /// the findings that remain: all of them with `.diff`, as nothing changed.
    static func run(_ mode: Mode, _ result: AuditResult, _ outcome: AuditOutcome, _ input: AuditInput, _ context: inout CommandContext) throws -> [Finding] {
        var absolute: [String: String] = [:]
        for path in input.dtoFiles + input.modelFiles + input.mapperFiles where absolute[input.displayPath(path)] == nil {
            absolute[input.displayPath(path)] = path
        }
        var sources: [String: String] = [:]
        for (shown, path) in absolute {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            sources[shown] = String(decoding: data, as: UTF8.self)
        }
        let plan = PhaseTimer.measure("fix: plan") {
            FixPlanner.plan(result, schema: outcome.contract.schema, dtos: outcome.dtos, models: outcome.models, mappers: outcome.mappers, sources: sources)
        }
        switch mode {
        case .diff:
            for file in plan.files {
                context.console.out(file.unifiedDiff)
            }
        case .write:
            try write(plan.files.map { (absolute[$0.path] ?? $0.path, $0.fixed) })
        }
        if context.console.verbosity != .quiet {
            for skipped in plan.notFixed {
                let at = skipped.finding.swift.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
                context.console.err("\(at)note: not fixed: \(skipped.finding.symbol) [\(skipped.finding.rule)]: \(skipped.reason)\n")
            }
            let verb = mode == .write ? "fixed" : "would fix"
            context.console.err("fix: \(verb) \(counted(plan.fixed.count, "finding")) in \(counted(plan.files.count, "file")); \(plan.notFixed.count) not fixed\n")
        }
        guard mode == .write else { return result.findings }
        let fixed = Set(plan.fixed.map(\.fingerprint))
        return result.findings.filter { !fixed.contains($0.fingerprint) }
    }

    /// Every file goes to a temporary file beside it first; only when all are written are
    /// they renamed into place, so a failure leaves every file as it was.
    static func write(_ files: [(path: String, contents: String)]) throws {
        let fm = FileManager.default
        var temporaries: [(temporary: String, target: String)] = []
        do {
            for (target, contents) in files {
                if (try? fm.attributesOfItem(atPath: target)[.type] as? FileAttributeType) == .typeSymbolicLink {
                    throw OutputFolder.WriteError(message: "\(target) is a symbolic link; refusing to write through it")
                }
                let folder = (target as NSString).deletingLastPathComponent, name = (target as NSString).lastPathComponent
                let temporary = folder + "/.\(name).contractkit-\(ProcessInfo.processInfo.processIdentifier).tmp"
                let permissions = try? fm.attributesOfItem(atPath: target)[.posixPermissions]
                guard fm.createFile(atPath: temporary, contents: Data(contents.utf8), attributes: permissions.map { [.posixPermissions: $0] }) else {
                    throw OutputFolder.WriteError(message: "cannot write beside \(target) (is the folder writable?)")
                }
                temporaries.append((temporary, target))
            }
            for (temporary, target) in temporaries where rename(temporary, target) != 0 {
                throw OutputFolder.WriteError(message: "cannot move the fixed \(name(target)) into place: \(String(cString: strerror(errno)))")
            }
        } catch {
            for (temporary, _) in temporaries { try? fm.removeItem(atPath: temporary) }
            throw error
        }
    }

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }
}
