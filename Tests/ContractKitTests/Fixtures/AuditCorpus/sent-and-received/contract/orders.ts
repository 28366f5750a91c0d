export type OrderStatus = 'pending' | 'paid' | 'shipped';

export interface LineItem {
  id: string;
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  status: OrderStatus;
  items: LineItem[];
  total: number;
  placedAt: string;
}

export interface OrderWithDetails extends Order {
  shippingAddress: string;
  notes?: string;
}

export interface LineItemInput {
  sku: string;
  quantity: number;
  giftWrap?: boolean;
}

export interface CreateOrderRequest {
  items: LineItemInput[];
  couponCode?: string;
}
