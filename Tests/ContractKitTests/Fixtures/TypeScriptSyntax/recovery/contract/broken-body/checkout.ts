export interface Bill {
  total: number;
  currency: string;
}

// A genuine syntax error in the middle of a function body: the condition's '(' never closes.
export function settle(bill: Bill): string {
  if (bill.total > 0 {
    return `${bill.total} ${bill.currency}`;
  }
  return 'nothing due';
}

export interface Receipt {
  billTotal: number;
  paidAt: string;
}
