import Foundation

/// Every wire type of the gallery sits in one namespace, each name marked with a `g`.
enum Gallery {}

extension Gallery {
    struct gPhotoContent: Codable { // expect: missing-field
        let kind: String
        let caption: String
        let url: String?
        let info: gPhotoInfo?
    }

    struct gClipContent: Codable { // expect: missing-field
        let kind: String
        let caption: String
        let url: String?
        let info: gClipInfo?
    }

    struct gPhotoInfo: Codable {
        let w: Int?
        let h: Int?
        let mimetype: String?
        let thumbnail_url: String?
    }

    struct gClipInfo: Codable {
        let duration: Int // expect: optionality-mismatch
        let w: Int?
        let h: Int?
        let mimetype: String?
        let thumbnail_url: String?
    }
}

/// The app reads a post's content by its kind.
enum PostReader {
    static let contentTypes: [String: Codable.Type] = [
        "photo": Gallery.gPhotoContent.self,
        "clip": Gallery.gClipContent.self,
    ]
}
