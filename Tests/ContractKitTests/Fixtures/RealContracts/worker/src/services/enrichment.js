// Plain JavaScript: no types for ContractKit to read.
export async function enrichFromGoogleBooks(isbn) {
  return fetch(`https://www.googleapis.com/books/v1/volumes?q=isbn:${isbn}`);
}
