// A marketplace API. A listing is answered whole by `GET /listings/:id`, and a cart names
// the listings it holds with the same shape.

export interface Seller {
  id: string;
  displayName: string;
  email: string;
  joinedAt: string;
  rating: number;
}

export interface Listing {
  id: string;
  title: string;
  price: number;
  currency: string;
  description: string;
  stock: number;
  tags: string[];
  seller: Seller;
}

export interface Cart {
  id: string;
  listings: Listing[];
  total: number;
}

export interface Order {
  id: string;
  listing: Listing;
  placedAt: string;
}
