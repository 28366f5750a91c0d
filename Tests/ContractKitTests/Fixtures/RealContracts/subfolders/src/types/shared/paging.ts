export interface Paged<T> {
  items: T[];
  nextCursor: string | null;
  /** @integer */
  total: number;
}
