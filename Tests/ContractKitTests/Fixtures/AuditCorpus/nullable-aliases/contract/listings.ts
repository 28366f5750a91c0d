/** Helpers every module of the marketplace API shares. */
export type Maybe<T> = T | null;
export type PriceValue = string | number;
/** A cursor is absent on the last page. */
export type PageCursor = string | null;
export type SellerId = Maybe<string>;

export interface Listing {
  id: string;
  title: Maybe<string>;
  price: Maybe<PriceValue>;
  seller: SellerId;
  next: PageCursor;
  subtitle?: Maybe<string>;
  photos: Maybe<string[]>;
}
