// Payment events, told apart by their kind.

export type PaymentEvent =
  | { kind: 'charge'; amount: number; currency: string }
  | { kind: 'refund'; amount: number; reason: string };
