import Foundation

/// Builds and refreshes the app's recipes from the catalog's DTOs.
struct RecipeMapper {
    func mapToRecipe(_ dto: RecipeDTO) -> Recipe { // expect: mapper-unread-field
        let recipe = Recipe(recipeID: dto.recipeID, title: dto.title)
        recipe.serves = dto.serves
        recipe.prepMinutes = dto.prepMinutes
        recipe.cuisine = dto.cuisine
        recipe.tags = dto.tags
        recipe.publishedAt = dto.publishedAt.flatMap(Self.parseDate)
        return recipe
    }

    func mergeRecipeData(dto: RecipeDTO, into recipe: Recipe) {
        recipe.title = dto.title
        recipe.serves = dto.serves
        recipe.prepMinutes = recipe.prepMinutes ?? dto.prepMinutes
        recipe.cuisine = dto.cuisine
        recipe.tags = Array(Set(recipe.tags + dto.tags)).sorted()
        recipe.publishedAt = recipe.publishedAt ?? dto.publishedAt.flatMap(Self.parseDate)
    }

    static func parseDate(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }
}
