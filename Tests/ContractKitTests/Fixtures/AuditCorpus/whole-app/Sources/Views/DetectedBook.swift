import SwiftUI

/// A row in the scan results. Shares the contract's name, but it is a view.
struct DetectedBook: View {
    let detection: DetectedBookDTO

    var body: some View {
        HStack {
            Text(detection.title)
            Spacer()
            Text(detection.confidence, format: .percent)
        }
    }
}
