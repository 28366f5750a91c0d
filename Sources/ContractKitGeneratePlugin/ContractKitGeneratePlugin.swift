// `swift package contractkit-generate [generate options]`: `contractkit generate` in the
// package's folder. The one plugin that asks for permission to write to the package.
import Foundation
import PackagePlugin

@main
struct ContractKitGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "contractkit")
        let process = Process()
        process.executableURL = tool.url
        // `swift package contractkit-generate generate …` reads naturally too.
        process.arguments = ["generate"] + (arguments.first == "generate" ? Array(arguments.dropFirst()) : arguments)
        process.currentDirectoryURL = context.package.directoryURL
        // Hints name the plugins, as the command plugin's do.
        process.environment = ProcessInfo.processInfo.environment.merging([
            "CONTRACTKIT_INVOCATION": "swift package contractkit",
            "CONTRACTKIT_GENERATE_INVOCATION": "swift package --allow-writing-to-package-directory contractkit-generate",
        ]) { _, new in new }
        try process.run()
        process.waitUntilExit()
        exit(process.terminationStatus)
    }
}
