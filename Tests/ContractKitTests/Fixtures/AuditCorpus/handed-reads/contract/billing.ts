// A billing service's response types, as its TypeScript client declares them.

export interface Invoice {
  invoice_id: string;
  /** Left out on drafts. */
  issued_at?: string;
  total_cents: number;
  currency: string;
  memo?: string;
}

export interface Ledger {
  ledger_id: string;
  owner?: string;
  balance_cents: number;
  closed: boolean;
}

export interface Shipment {
  shipment_id: string;
  stops: Stop[];
}

export interface Stop {
  position: number;
  city: string;
  eta?: string;
}
