// The JavaScript SDK's own view of an account (camelCase, built on the client), beside the
// payload the server sends (snake_case).

/** What the web SDK hands to its callers; never sent over the wire. */
export interface Wallet {
  balances: { [currency: string]: number };
  lastSyncedAt: Date;
  ownerId: string;
  activeCards: string[];
  currencies: string[];
  isFrozen(): boolean;
}

export interface WalletResponse {
  owner_id: string;
  primary_currency: string;
  frozen: boolean;
  /** Present, and always true, only when the wallet was migrated from the old ledger. */
  migrated?: true;
  last_statement?: Statement;
}

export interface Statement {
  month: string;
  closing_balance: number;
}
