import { BookDTO } from './api/books';
export const fixture: BookDTO = { id: '1', title: 't', authorIds: [], format: 'hardcover' as never };
