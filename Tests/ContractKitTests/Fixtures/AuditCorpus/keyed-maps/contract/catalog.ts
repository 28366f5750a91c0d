/** A product as the catalog service returns it, with prices per currency and stock per region. */

export interface Price {
  amount: number;
  compareAt?: number;
}

export interface Product {
  sku: string;
  /** Keyed by ISO currency code: { "eur": { amount: 1200 } }. */
  prices: Record<string, Price>;
  /** Keyed by region code. */
  stock: { [region: string]: number };
  /** Keyed by locale. */
  titles: Record<string, string>;
  /** Keyed by warehouse id. */
  shelves: Record<string, number>;
}
