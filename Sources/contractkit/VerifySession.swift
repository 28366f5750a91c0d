import ContractKit
import Foundation

extension VerifyCommand {
    /// Plans, compiles (or takes from the cache) and runs the verify program, and turns its
    /// results into runtime findings; `audit --verify` calls this too. `recorded`: real
    /// responses to check against the contract and decode as well.
    static func verify(_ schema: Schema, _ audited: AuditResult, dtos: [ScannedFile], dtoFiles: [String], config: ContractKitConfig,
                       variants: Set<ExampleVariant>?, recorded: [RecordedPayload] = [], _ context: CommandContext) throws -> Verified {
        guard let swiftc = VerifyRunner.findCompiler() else {
            throw UsageError(message: "verify needs a Swift compiler: none on PATH (set CONTRACTKIT_SWIFTC to swiftc's path)")
        }
        var plan = VerifyPlan.make(schema: schema, audit: audited, dtos: dtos, config: config.verify, variants: variants)
        let decoders = plan.decoders
        for note in decoders.notes where context.console.verbosity != .quiet { context.console.err("warning: \(note)\n") }
        for remark in decoders.remarks where context.console.verbosity != .quiet { context.console.err("note: \(remark)\n") }
        if context.console.verbosity == .verbose {
            for subject in plan.subjects where !subject.isRecorded {
                context.console.err("note: verify decodes \(subject.swiftType) with \(decoders.strategies(for: subject.swiftType).describedWithSources)\n")
            }
        }
        let checked = RecordedCheck.run(recorded, schema: schema)
        plan.add(recorded: recorded, undeclared: checked.undeclared, audit: audited)
        // Display paths back to the files swiftc compiles.
        let absolute = Dictionary(dtoFiles.map { (context.paths.display($0), $0) }, uniquingKeysWith: { a, _ in a })
        var typeFiles: [String: String] = [:], expressions: [String: String] = [:]
        for subject in plan.subjects where subject.unknowable == nil {
            typeFiles[subject.swiftType] = absolute[subject.file] ?? subject.file
            expressions[subject.swiftType] = subject.swiftExpression
        }
        let runner = VerifyRunner(swiftc: swiftc, cacheRoot: VerifyRunner.defaultCacheRoot(), console: context.console)
        let maker = RuntimeFindings(schema: schema, audit: audited, decoders: decoders)
        do {
            let program = try runner.prepare(types: typeFiles, expressions: expressions, files: dtoFiles, decoders: decoders)
            for (file, reason) in program.droppedFiles.sorted(by: { $0.key < $1.key }) where context.console.verbosity != .quiet {
                context.console.err("verify: left out \(file), which does not compile without the rest of the app: \(reason)\n")
            }
            var verified = try decode(plan, program: program, maker: maker, audited: audited, schema: schema)
            verified.findings = maker.deduplicated(verified.findings + checked.findings).sorted(by: Finding.reportOrder)
            verified.droppedFiles = program.droppedFiles
            return verified
        } catch let error as VerifyRunner.VerifyError {
            throw UsageError(message: error.message)
        }
    }

    /// Every subject's payloads, decoded in rounds; the findings, not yet deduplicated.
    static func decode(_ plan: VerifyPlan, program: VerifyRunner.Program, maker: RuntimeFindings, audited: AuditResult, schema: Schema) throws -> Verified {
        var findings: [Finding] = []
        var verifiedTypes = Set<String>()
        var runs: [DecodeRounds.Run] = []
        for (index, subject) in plan.subjects.enumerated() {
            let swiftLocation = audited.correspondences.first { $0.contract == subject.contractType }?.swiftLocation
            let reason = subject.unknowable ?? program.build.skipped[subject.swiftType]
            if let reason {
                if subject.isRecorded && subject.unknowable == nil { continue }
                findings.append(Finding(rule: .notVerified, type: subject.contractType, message: "\(subject.contractType) ↔ \(subject.swiftType) was not verified: \(reason)",
                                        contract: schema.declaration(named: subject.contractType)?.location, swift: swiftLocation))
                continue
            }
            if !subject.isRecorded { verifiedTypes.insert(subject.contractType) }
            for payload in subject.payloads {
                runs.append(DecodeRounds.Run(payload: payload, swiftType: subject.swiftType, subject: index))
            }
        }
        let fulls = Dictionary(plan.subjects.indices.compactMap { i in plan.subjects[i].payloads.first { $0.variant == .full }.map { (i, $0.value) } },
                               uniquingKeysWith: { a, _ in a })
        let done = try DecodeRounds.run(runs, fallback: { fulls[$0.subject] },
                                        swiftType: { run, path in maker.swiftType(at: path, in: run.payload.type) },
                                        execute: { try program.run($0) })
        var undecoded = Set<String>()
        for run in done {
            let subject = plan.subjects[run.subject]
            // A payload the contract allows that never decoded, past every substitute.
            switch run.payload.variant {
            case .full, .minimal, .nulls, .unionVariant: if run.decoded == nil { undecoded.insert(subject.contractType) }
            default: break
            }
            let swiftLocation = audited.correspondences.first { $0.contract == subject.contractType }?.swiftLocation
            findings += maker.findings(subject, run, swift: swiftLocation)
        }
        for name in plan.unpaired {
            findings.append(Finding(rule: .notVerified, type: name, message: "\(name) was not verified: no Swift type is paired with it",
                                    contract: schema.declaration(named: name)?.location, swift: nil))
        }
        let generated = runs.filter { !$0.payload.variant.isRecorded }.count
        let recordedCount = runs.count - generated
        let summary = "\(verifiedTypes.count) of \(plan.subjects.filter { !$0.isRecorded }.count + plan.unpaired.count) types verified, \(counted(generated, "payload")) decoded"
            + (recordedCount > 0 ? ", \(counted(recordedCount, "recorded payload")) decoded" : "")
            + (program.cached ? " (compiled program from the cache)" : "")
        return Verified(findings: findings, verifiedTypes: verifiedTypes, undecodedTypes: undecoded, summary: summary)
    }
}
