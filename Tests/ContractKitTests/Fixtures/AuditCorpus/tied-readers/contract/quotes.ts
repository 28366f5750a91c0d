// Two endpoints answer with the same keys, one typed loosely and one strictly; a third,
// smaller answer carries only a few of them.

export type Decimalish = string | number;

export interface DailyQuote { // expect: type-missing
  symbol: string;
  open: Decimalish;
  close: Decimalish;
  high: Decimalish;
  low: Decimalish;
}

export interface QuoteSnapshot { // expect: type-missing
  symbol: string;
  open: string;
  close: string;
  high: string;
  low: string;
}

export interface QuoteHeadline {
  symbol: string;
  open: string;
  close: string;
}

export interface Exchange {
  code: string;
  name: string;
  timezone: string;
}
