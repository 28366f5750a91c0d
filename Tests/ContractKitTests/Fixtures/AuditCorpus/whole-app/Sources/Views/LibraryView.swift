import SwiftUI
import SwiftData

struct LibraryView: View {
    @Query(sort: \Book.title) private var books: [Book]
    @State private var results: [BookDTO] = []
    private let client = APIClient()

    var body: some View {
        List(books) { book in
            VStack(alignment: .leading) {
                Text(book.title)
                if let subtitle = book.subtitle { Text(subtitle) }
            }
        }
        .task { await refresh() }
    }

    private func refresh() async {
        guard let response = try? await client.search("swift") else { return }
        results = response.books
    }
}
