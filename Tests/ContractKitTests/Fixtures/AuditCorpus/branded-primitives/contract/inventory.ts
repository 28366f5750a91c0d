/** A store's inventory API. Identifiers and counts are branded so that code cannot mix them up. */

export type Sku = string & { readonly __brand: 'Sku' };
export type Quantity = number & {};
export type AisleNumber = number & {};

export interface StockLevel {
  sku: Sku;
  quantity: Quantity;
  aisle: AisleNumber | null;
  reorderAt: Quantity;
  binLabel: string & {};
}
