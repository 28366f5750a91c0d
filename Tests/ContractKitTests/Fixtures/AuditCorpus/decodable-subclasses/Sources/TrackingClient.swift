import Foundation

func decodeBody<T: Decodable>(_ data: Data) -> T? {
    try? JSONDecoder().decode(T.self, from: data)
}

enum TrackingClient {
    static func parcel(from data: Data) -> Parcel? {
        decodeBody(data) as ParcelDecodable?
    }
}
