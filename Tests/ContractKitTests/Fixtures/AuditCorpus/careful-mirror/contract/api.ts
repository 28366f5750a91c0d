/** A glucose reading as the sync service stores it. */
export interface Reading {
  id: string;
  recordedAt: Date;
  value: number;
  unit: 'mg/dL' | 'mmol/L';
  /** Where the reading came from. */
  source: 'manual' | 'cgm';
  note?: string;
}

/** Server-sent events, one per line of the sync stream. */
export type SyncEvent =
  | { type: 'reading.created'; data: Reading }
  | { type: 'reading.deleted'; data: { id: string; deletedAt: Date } }
  | { type: 'idle' };

export interface SyncBatch {
  cursor: string;
  events: SyncEvent[];
  serverTime: Date;
}
