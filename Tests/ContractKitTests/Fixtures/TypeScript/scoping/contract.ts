import type { Money, Currency } from '../scoping/services/pricing.ts';
import { Shared } from './other.js';

/** Private to this file; other.ts declares its own Helper. */
interface Helper {
  fromContract: string;
}

export interface Invoice {
  amount: Money;
  currency: Currency;
  helper: Helper;
  shared: Shared;
}
