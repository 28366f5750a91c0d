// A lending library: a loan names its book and its borrower by plain string ids, and counts
// the reminders sent to each member and the holds placed on each shelf.

export interface Loan {
  book_id: string;
  borrower: string;
  due_day: number;
  reminders: Record<string, number>;
  holds: Record<string, number>;
  renewals: number;
}

// Renewing a loan: the member, the loan's desk code and how many weeks to add, all plain values.
export interface RenewalRequest {
  member: string;
  desk: string;
  weeks: number;
  note: string;
}
