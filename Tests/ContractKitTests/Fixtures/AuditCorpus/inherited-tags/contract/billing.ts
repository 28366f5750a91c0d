/** Every billing object carries its id, its kind, and when it was made. */
interface BillingObject {
  id: string;
  kind: string;
  created: string;
}

export interface Invoice extends BillingObject {
  kind: 'invoice';
  total: number;
}

export interface Refund extends BillingObject {
  kind: 'refund';
  amount: number;
}

/** These two leave `kind` as the base declares it; the server still sends 'payout' and 'dispute'. */
export interface Payout extends BillingObject {
  destination: string;
  amount: number;
}

export interface Dispute extends BillingObject {
  reason: string;
}
