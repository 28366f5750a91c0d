// A build-tool plugin: a target that holds a `contractkit.json` and its TypeScript
// contract gets its DTOs generated into the build, as one Swift file, every time the
// contract or the config changes. Nothing generated is committed.
import Foundation
import PackagePlugin

@main
struct ContractKitBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let contracts = files.filter { ["ts", "mts", "cts"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard let config = files.first(where: { $0.lastPathComponent == "contractkit.json" }) else {
            Diagnostics.error("target '\(target.name)' uses ContractKitBuildPlugin but holds no contractkit.json; add one beside its contract")
            return []
        }
        guard !contracts.isEmpty else {
            Diagnostics.error("target '\(target.name)' uses ContractKitBuildPlugin but holds no TypeScript contract (.ts files)")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ContractKitGenerated.swift")
        let tool = try context.tool(named: "contractkit")
        return [
            .buildCommand(
                displayName: "Generating Swift DTOs from the contract of \(target.name)",
                executable: tool.url,
                arguments: ["generate", "--quiet", "--config", config.path, "--contracts"] + contracts.map(\.path) + ["--output-file", output.path],
                inputFiles: contracts + [config],
                outputFiles: [output])
        ]
    }
}
