// An implementation file: only what the contract imports from it is read.
import { db } from '../db/client.js';

export type Currency = 'EUR' | 'USD';

export interface Money {
  cents: number;
  currency: Currency;
}

export interface InternalCache {
  entries: Record<string, Money>;
}

export class PricingService {
  constructor(private readonly rate: number) {}
  convert(m: Money): Money { return { ...m, cents: m.cents * this.rate }; }
}

export function format(m: Money): string {
  return `${(m.cents / 100).toFixed(2)} ${m.currency}`;
}
