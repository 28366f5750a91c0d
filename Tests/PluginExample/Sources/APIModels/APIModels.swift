// The DTOs themselves are generated into the build from contract/orders.ts.
// This file only gives the target a Swift source of its own.
public enum APIModels {
    public static let contract = "contract/orders.ts"
}
