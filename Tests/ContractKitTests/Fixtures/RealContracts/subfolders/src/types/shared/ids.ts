export type BookId = string;
export type AuthorId = string;
