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

export interface Receipt {
  id: string;
  invoiceId: string;
  paidAt: string;
  amount: number;
}

/** Receipts, as a generated client types them: functions held by properties. */
export type ReceiptsClient = {
  fetchReceipt: (id: string) => Promise<Receipt>;
};
