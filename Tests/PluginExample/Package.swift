// swift-tools-version:6.0
// An app package that uses ContractKit's plugins through a path dependency:
// - APIModels holds a contract and a contractkit.json; ContractKitBuildPlugin generates its
//   DTOs at build time, so nothing generated is committed.
// - App holds hand-written DTOs, which `swift package contractkit audit` checks.
// scripts/plugin-smoke.sh copies it outside the checkout and runs both in CI.
import PackageDescription

let package = Package(
    name: "PluginExample",
    dependencies: [.package(name: "ContractKit", path: "../..")],
    targets: [
        .target(name: "APIModels", exclude: ["contract/README.md"], plugins: [.plugin(name: "ContractKitBuildPlugin", package: "ContractKit")]),
        .target(name: "App"),
        .executableTarget(name: "Demo", dependencies: ["APIModels", "App"]),
    ]
)
