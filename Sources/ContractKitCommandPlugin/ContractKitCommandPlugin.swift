// `swift package contractkit <command> …`: runs the contractkit tool in the package's
// folder, so relative paths are the package's. It never writes to the package: plain
// `generate` goes through `contractkit-generate`, which asks for that permission.
import Foundation
import PackagePlugin

@main
struct ContractKitCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let readOnly = ["--check", "--dry-run", "--help", "-h"]
        if arguments.first == "generate", !arguments.contains(where: readOnly.contains) {
            Diagnostics.error("'generate' writes files; run 'swift package contractkit-generate \(arguments.dropFirst().joined(separator: " "))', which asks for permission to write to the package")
            exit(2)
        }
        // `audit --fix` writes the app's files; `--fix=diff` only prints the patch.
        if arguments.first == "audit", arguments.contains("--fix") {
            Diagnostics.error("'audit --fix' writes files, which this plugin may not; run 'swift package contractkit \(arguments.joined(separator: " ").replacingOccurrences(of: "--fix", with: "--fix=diff")) > fix.patch', then 'git apply fix.patch'")
            exit(2)
        }
        let tool = try context.tool(named: "contractkit")
        exit(try run(tool.url, arguments, in: context.package.directoryURL))
    }

    /// Runs the tool with the plugin's standard streams and returns its exit status.
    func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // The tool's hints then name the commands the user can run: the plugins, not a
        // `contractkit` that is not on the PATH.
        process.environment = ProcessInfo.processInfo.environment.merging([
            "CONTRACTKIT_INVOCATION": "swift package contractkit",
            "CONTRACTKIT_GENERATE_INVOCATION": "swift package --allow-writing-to-package-directory contractkit-generate",
        ]) { _, new in new }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
