import Foundation

final class Downloader {
    func fetch<T: Decodable>(_ url: URL, as type: T.Type, done: @escaping (T?) -> Void) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            done(data.flatMap { try? JSONDecoder().decode(T.self, from: $0) })
        }.resume()
    }
}

final class BookService {
    let downloader = Downloader()

    func bookDetails(_ id: Int, done: @escaping (BOOKS_BookDetails?) -> Void) {
        downloader.fetch(URL(string: "https://books.example/books/\(id)")!, as: BOOKS_BookDetails.self, done: done)
    }

    func shelves(done: @escaping (BOOKS_Shelves?) -> Void) {
        downloader.fetch(URL(string: "https://books.example/shelves")!, as: BOOKS_Shelves.self, done: done)
    }
}
