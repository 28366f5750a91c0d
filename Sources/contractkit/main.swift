import ContractKit
import Foundation

MemoryTuning.forShortLivedProcess()
let exitCode = CLI.run(Array(CommandLine.arguments.dropFirst()), console: Console(), workingDirectory: FileManager.default.currentDirectoryPath)
exit(exitCode)
