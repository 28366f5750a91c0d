struct OrderDTO: Codable {
    let id: String
    let state: String
    let total: Int
}
