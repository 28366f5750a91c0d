// swift-tools-version:6.0
// ContractKit: keeps Swift DTOs honest against a TypeScript API contract.
// Foundation and XCTest only, by the customer's rule: no package dependencies.
import PackageDescription

let package = Package(
    name: "ContractKit",
    products: [
        .library(name: "ContractKit", targets: ["ContractKit"]),
        .executable(name: "contractkit", targets: ["contractkit"]),
    ],
    targets: [
        // The JSON Schema of the audit's JSON report lives beside its reporter.
        .target(name: "ContractKit", exclude: ["Report/audit-report.schema.json"]),
        .executableTarget(name: "contractkit", dependencies: ["ContractKit"]),
        // The committed output of `contractkit generate` on schema/. Building it in every
        // `swift build` proves the generated Swift compiles under Swift 6 strict concurrency.
        .target(name: "ContractKitGenerated", path: "generated"),
        // The generated output of Tests/ContractKitTests/Fixtures/Stress, a contract that uses
        // every construct. It is a golden file, and building it proves the generator never
        // emits Swift that does not compile.
        .target(name: "StressGenerated", path: "Tests/StressGenerated"),
        // The BooksTracker fixture app, after the Nov 6 fix: models, a hand-written DTOMapper,
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
