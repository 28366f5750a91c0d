export * from './api/books';
export * from './api/authors';
export type { BookId, AuthorId } from './shared/ids';
