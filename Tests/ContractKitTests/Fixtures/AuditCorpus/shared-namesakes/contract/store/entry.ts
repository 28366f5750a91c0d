// The store's view of an entry: what the buyer has done with it.
export interface Access {
  purchased?: boolean;
  wishlisted?: boolean;
}

export interface Offer {
  sku: string;
  price: number;
  access?: Access;
}
