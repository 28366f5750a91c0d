/** A store's inventory API. Identifiers and counts are branded so that code cannot mix them up. */

export type Sku = string & { readonly __brand: 'Sku' };
export type Quantity = number & {};
export type AisleNumber = number & {};

/** Generated code spells an enum field as the enum and its value type. */
export enum ShelfState {
  Stocked = 'stocked',
  Empty = 'empty',
}

export interface StockLevel {
  sku: Sku;
  quantity: Quantity;
  aisle: AisleNumber | null;
  reorderAt: Quantity;
  binLabel: string & {};
  shelf: ShelfState & string;
}
