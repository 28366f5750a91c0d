import SwiftUI

/// One detected spine in the results list. A view, not a payload: it shares the
/// contract's name by accident.
struct DetectedBook: View {
    let book: DetectedBookPayload
    var confidenceText: String { "\(Int(book.confidence * 100))%" }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(book.title).font(.headline)
                if let author = book.author { Text(author).font(.subheadline) }
            }
            Spacer()
            Text(confidenceText)
        }
    }
}
