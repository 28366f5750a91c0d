struct DepotDTO: Decodable {
    let code: String
    let city: String
}
