import Foundation

/// The app's own recipe, as it stores it: dates parsed, the photo not kept yet.
final class Recipe { // expect: model-missing-property
    var recipeID: String
    var title: String
    var serves: Int = 1
    var prepMinutes: Int?
    var cuisine: Cuisine?
    var tags: [String] = []
    var publishedAt: Date?

    init(recipeID: String, title: String) {
        self.recipeID = recipeID
        self.title = title
    }
}
