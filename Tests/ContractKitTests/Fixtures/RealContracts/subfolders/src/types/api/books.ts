import type { BookId, AuthorId } from '../shared/ids';
import type { Paged } from '../shared/paging';
import { EditionFormat } from '../shared/enums';

export interface BookDTO {
  id: BookId;
  title: string;
  authorIds: AuthorId[];
  format: EditionFormat;
  /** @integer */
  pageCount?: number;
}

export type BookPage = Paged<BookDTO>;
