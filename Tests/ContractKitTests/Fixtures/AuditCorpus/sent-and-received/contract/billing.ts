export interface NewInvoice {
  customerRef: string;
  lines: string[];
}

export interface Invoice {
  id: string;
  number: string;
  amountDue: number;
  status: 'draft' | 'open' | 'paid';
}

/** The billing service as the web client calls it. */
export interface BillingApi {
  createInvoice(draft: NewInvoice): Promise<Invoice>;
  getInvoice(id: string): Promise<Invoice>;
}
