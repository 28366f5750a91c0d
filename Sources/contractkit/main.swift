import ContractKit
import Foundation

let exitCode = CLI.run(Array(CommandLine.arguments.dropFirst()), console: Console(), workingDirectory: FileManager.default.currentDirectoryPath)
exit(exitCode)
