// A service module: the types it returns sit beside the code that builds them.
export interface Reservation { // expect-declaration: Reservation
  id: string;
  partySize: number;
  seatedAt?: string;
}

function book(size: number): Reservation {
  return { id: `r-${size}`, partySize: size };
}

function release(id: string): void {
  if (!id.match(/^r-[0-9]+$/)) throw new Error(`bad id ${id}`);
}

// Shorthand properties, then an async method: implementation code, skipped by its brackets.
export const reservationService = {
  book,
  release,
  async suggestTable(guestId: string, tables: string[]) {
    const free = tables.filter((t) => t !== guestId);
    return free.length > 0 ? { table: free[0] } : null;
  },
  *pending() { yield* []; },
  [Symbol.iterator]: null,
};

// Accessors that declare the object they run on.
export const clock = {
  offsetMinutes: 0,
  get now(this: { offsetMinutes: number }) { return Date.now() + this.offsetMinutes * 60_000; },
  set now(this: { offsetMinutes: number }, value: number) { this.offsetMinutes = (value - Date.now()) / 60_000; },
};

export interface Waitlist { // expect-declaration: Waitlist
  entries: Reservation[];
}

export const Channel = {
  phone: 'phone',
  web: 'web',
  get walkIn() { return 'walk-in'; }, // expect-warning: entry 'walkIn' of 'Channel' is not a literal
} as const;

export type ChannelName = (typeof Channel)[keyof typeof Channel]; // expect-declaration: ChannelName
