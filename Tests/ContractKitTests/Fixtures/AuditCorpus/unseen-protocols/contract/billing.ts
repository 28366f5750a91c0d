// A billing service's answers. The client library decodes them through a networking
// package's response protocol, which this folder does not hold.

export interface Invoice {
  invoiceId: string;
  customerRef: string;
  total: Money;
  issuedAt: string;
}

/** GET /invoices/{id}/status */
export interface InvoiceStatus {
  dueAt: string;
  lines: { amount?: Money; sku: string; label?: string }[];
  invoiceId: string;
  customerRef: string;
  remaining: Money;
}

export interface Money {
  value: number;
  currency: string;
}
