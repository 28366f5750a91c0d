// Two endpoints of one backend: orders and invoices, both in snake_case on the wire.

export interface Customer {
  id: string;
  full_name: string;
  phone_number: string | null;
}

export interface LineItem {
  sku_code: string;
  unit_price: number;
}

export interface Order {
  order_id: string;
  customer_id: string;
  placed_at: string;
  customer: Customer;
  line_items: LineItem[];
}

export interface PostalAddress {
  street_line: string;
  postal_code: string;
}

export interface Invoice {
  invoice_id: string;
  customer_id: string;
  total_amount: number;
  billing_address: PostalAddress;
}
