import Foundation

struct CustomerDTO: Codable {
    let id: String
    let name: String

    /// Uses the app's own model, which lives in another target and is not given to verify.
    var model: Customer { Customer(id: id, name: name) }
}
