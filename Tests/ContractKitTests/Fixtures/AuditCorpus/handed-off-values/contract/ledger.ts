// A ledger node's JSON: every amount and account id travels as a hex string.
export type Hex = string;
export type AccountId = Hex;
export type Amount = Hex;

export interface Transfer {
  sender: AccountId;
  receiver: AccountId;
  amount: Amount;
  fee: Hex;
  memo: string;
  // Accounts this transfer also touches.
  touched: AccountId[];
}
