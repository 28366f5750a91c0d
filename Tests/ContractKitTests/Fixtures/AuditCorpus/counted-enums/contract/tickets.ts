/**
 * A help desk's tickets. Levels and priorities travel as numbers.
 */

/** 1 = a link only, 2 = the list view, 3 = everything. */
export type DetailLevel = 1 | 2 | 3;

export enum Priority {
  Low = 0,
  Normal = 1,
  High = 2,
  Urgent = 3,
}

export type Channel = 10 | 11 | 12;

export interface Ticket {
  id: number;
  detail_level: DetailLevel;
  priority: Priority;
  channel: Channel;
}
