// swift-tools-version:6.0
// ContractKit: keeps Swift DTOs honest against a TypeScript API contract.
// Foundation and XCTest only, by the customer's rule: no package dependencies.
import PackageDescription

let package = Package(
    name: "ContractKit",
    products: [
        .library(name: "ContractKit", targets: ["ContractKit"]),
        .executable(name: "contractkit", targets: ["contractkit"]),
        // `swift package contractkit audit|diff|ir|generate --check …`, read-only.
        .plugin(name: "ContractKitCommand", targets: ["ContractKitCommand"]),
        // `swift package contractkit-generate …`, which asks for permission to write.
        .plugin(name: "ContractKitGenerate", targets: ["ContractKitGenerate"]),
        // DTOs generated at build time from a target's contractkit.json and contract.
        .plugin(name: "ContractKitBuildPlugin", targets: ["ContractKitBuildPlugin"]),
    ],
    targets: [
        // The JSON Schema of the audit's JSON report lives beside its reporter.
        .target(name: "ContractKit", exclude: ["Report/audit-report.schema.json"]),
        .executableTarget(name: "contractkit", dependencies: ["ContractKit"]),
        // The SwiftPM plugins live under Sources/ beside the tool they run.
        .plugin(
            name: "ContractKitCommand",
            capability: .command(intent: .custom(verb: "contractkit", description: "Audit, diff or check Swift DTOs against the TypeScript contract.")),
            dependencies: ["contractkit"],
            path: "Sources/ContractKitCommandPlugin"
        ),
        .plugin(
            name: "ContractKitGenerate",
            capability: .command(
                intent: .custom(verb: "contractkit-generate", description: "Generate Swift DTOs from the TypeScript contract."),
                permissions: [.writeToPackageDirectory(reason: "contractkit generate writes the generated Swift DTOs (generated/, or --output).")]
            ),
            dependencies: ["contractkit"],
            path: "Sources/ContractKitGeneratePlugin"
        ),
        .plugin(name: "ContractKitBuildPlugin", capability: .buildTool(), dependencies: ["contractkit"], path: "Sources/ContractKitBuildPlugin"),
        // The committed output of `contractkit generate` on schema/. Building it in every
        // `swift build` proves the generated Swift compiles under Swift 6 strict concurrency.
        .target(name: "ContractKitGenerated", path: "generated"),
        // The generated output of Tests/ContractKitTests/Fixtures/Stress, a contract that uses
        // every construct. It is a golden file, and building it proves the generator never
        // emits Swift that does not compile.
        .target(name: "StressGenerated", path: "Tests/StressGenerated"),
        // The BooksTracker sample app, after its coverImageURL fix: models, a hand-written DTOMapper,
        // and `contractkit generate --models` output (DTOs and mappers). Building it proves
        // the generated mappers compile against the models they were generated from.
        .target(name: "BooksTrackerApp", path: "Tests/ContractKitTests/Fixtures/BooksTracker/App"),
        .testTarget(
            name: "ContractKitTests",
            // The executable is a dependency so that CLI tests always run the current build.
            dependencies: ["ContractKit", "contractkit"],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["ContractKitGenerated", "StressGenerated"]
        ),
        // The generated mappers, applied to the fixture app's models.
        .testTarget(
            name: "MappingTests",
            dependencies: ["BooksTrackerApp"]
        ),

    ]
)
