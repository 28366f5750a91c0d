/** How a payment was made: exactly one of these keys is present. */
export type PaymentMethod =
  | { card: CardDetails }
  | { bank_transfer: BankTransfer }
  | { wallet: WalletDetails };

export type CardDetails = {
  lastFour: string;
  brand: string;
};

export type BankTransfer = {
  iban: string;
};

export type WalletDetails = {
  provider: string;
};

/** A fee is either a flat amount or a rate. */
export type Fee = { flat_amount: string } | { rate: string };

export interface Payment {
  id: string;
  method: PaymentMethod;
  fee: Fee;
}
