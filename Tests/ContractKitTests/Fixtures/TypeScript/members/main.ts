// Class members of every shape, namespaces and declaration-file forms.
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('books')
export class BookEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 255, nullable: false })
  title!: string;

  @Column({ type: 'int', nullable: true })
  pageCount?: number;

  readonly kind = 'book' as const;

  static tableName = 'books';
  #cache = new Map<string, unknown>();

  constructor(public readonly isbn: string, private cacheSeconds = 60) {}

  isPublished(): this is PublishedBook { return this.status === 'published'; }
  assertValid(value: unknown): asserts value is BookEntity { if (!value) throw new Error('invalid'); }
  toJSON(): Record<string, unknown>;
  toJSON(pretty: boolean): Record<string, unknown>;
  toJSON(pretty?: boolean): Record<string, unknown> { return { pretty }; }
  get displayTitle(): string { return this.title.trim(); }
  set displayTitle(value: string) { this.title = value; }
  protected async reload<T extends BookEntity>(this: T): Promise<T> { return this; }
  handle = async (event: { type: string }): Promise<void> => { await this.reload(); };
  status: 'draft' | 'published' = 'draft';
}

export interface PublishedBook extends BookEntity {
  publishedAt: Date;
  isFresh(now: Date): boolean;
  check: (value: unknown) => value is PublishedBook;
}

export declare namespace Catalog {
  interface Shelf {
    books: BookEntity[];
    label?: Label;
  }
  type Label = 'new' | 'staff-pick';
  namespace Admin {
    interface Audit { shelf: Shelf; by: string }
  }
}

export interface CatalogPage {
  shelves: Catalog.Shelf[];
  audit: Catalog.Admin.Audit;
}
