/** A box office's ticket API. Its enums are numeric in TypeScript, but the fields carry their names. */

export enum Seating {
  stalls,
  circle,
  balcony,
}

export enum Tier {
  standard,
  premium,
  vip,
}

/** Read as itself by `Refund.reason`: its JSON values are the members' numbers. */
export enum RefundReason {
  cancelled = 1,
  moved = 2,
}

export interface Ticket {
  id: string;
  seating: keyof typeof Seating;
  tier: keyof typeof Tier;
  upgrades: (keyof typeof Tier)[];
}

export interface Refund {
  ticket_id: string;
  reason: RefundReason;
  label?: keyof typeof RefundReason;
}
