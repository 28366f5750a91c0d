// A shop's order, as its server sends it: snake_case keys throughout.
export interface LineItem {
  product_id: number;
  quantity: number;
  unit_price: number;
}

export interface Order {
  items: LineItem[];
  gift_note: string | null;
  shipping_fee: number;
  placed_at: string;
}

export interface Basket {
  items: string[];
  gift_note: string | null;
}

export async function getOrder(id: string): Promise<Order> {
  return (await fetch(`/orders/${id}`)).json();
}
