import Foundation

/// What every login answers with, whichever way the user signed in.
struct LoginResponseData: Decodable { // expect: missing-field
    let user_id: String
    let session_token: String
    let session_jwt: String // expect: optionality-mismatch
}

func finishLogin(_ data: Data) throws -> LoginResponseData {
    try JSONDecoder().decode(LoginResponseData.self, from: data)
}
