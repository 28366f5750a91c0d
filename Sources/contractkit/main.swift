import ContractKit
import Foundation

MemoryTuning.forShortLivedProcess()
if ProcessInfo.processInfo.environment["CONTRACTKIT_TIMINGS"] == "1" {
    PhaseTimer.observe { phase, ms in FileHandle.standardError.write(Data("timing: \(phase): \(String(format: "%.1f", ms)) ms\n".utf8)) }
}
let workingDirectory = FileManager.default.currentDirectoryPath
let invocation = Invocation.current(argv0: CommandLine.arguments.first ?? "", environment: ProcessInfo.processInfo.environment,
                                    workingDirectory: workingDirectory)
let exitCode = CLI.run(Array(CommandLine.arguments.dropFirst()), console: Console(), workingDirectory: workingDirectory, invocation: invocation)
exit(exitCode)
