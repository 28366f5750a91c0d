import ContractKit
import Foundation

MemoryTuning.forShortLivedProcess()
// getenv, not ProcessInfo.environment: building the whole environment as a dictionary
// was a quarter of a short command's start-up.
if getenv("CONTRACTKIT_TIMINGS").map({ String(cString: $0) }) == "1" {
    PhaseTimer.observe { phase, ms, cpu in
        FileHandle.standardError.write(Data("timing: \(phase): \(String(format: "%.1f", ms)) ms (cpu \(String(format: "%.1f", cpu)) ms)\n".utf8))
    }
}
let workingDirectory = FileManager.default.currentDirectoryPath
let invocation = Invocation.current(argv0: CommandLine.arguments.first ?? "", environment: { getenv($0).map { String(cString: $0) } },
                                    workingDirectory: workingDirectory)
let exitCode = CLI.run(Array(CommandLine.arguments.dropFirst()), console: Console(), workingDirectory: workingDirectory, invocation: invocation)
exit(exitCode)
