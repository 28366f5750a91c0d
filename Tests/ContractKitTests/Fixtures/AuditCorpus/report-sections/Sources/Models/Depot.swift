struct Depot {
    var code: String
    var city: String
}
