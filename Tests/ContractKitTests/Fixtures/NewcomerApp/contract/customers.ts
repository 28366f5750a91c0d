// Customers of a small online shop, as the backend sends them.

/** The loyalty tier a customer has reached. */
export type Tier = 'basic' | 'silver' | 'gold';

export interface Customer {
  id: string;
  full_name: string;
  email: string;
  tier: Tier;
  /** ISO 8601, set once when the account is opened. */
  created_at: string;
}
