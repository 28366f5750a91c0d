// A classifieds board. Some fields were never typed by the backend team.

export interface Listing {
  id: number;
  title: string;
  /** Whatever the import script found. */
  expires?: any;
  /** Related listing ids, in practice. */
  related?: any[];
  extra?: unknown;
  price: number;
}
