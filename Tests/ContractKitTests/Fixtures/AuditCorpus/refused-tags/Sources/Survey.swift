import Foundation

struct SurveyForm: Codable { // expect: missing-field
    let title: String
    let schema: FormSchema
}

/// The form's own schema: its kind is always `form`, and the controls stay raw JSON text.
struct FormSchema: Codable {
    enum Kind: String, Codable {
        case form
    }

    let kind: Kind
    let label: String?
    let hint: String?
    let controls: [String: String]
}

final class SurveyClient {
    func load(_ data: Data) throws -> SurveyForm {
        try JSONDecoder().decode(SurveyForm.self, from: data)
    }
}
