// A billing service whose records extend a base from a package this folder does not hold.
import type { StoredRecord } from '@ledger/records';

export interface Invoice extends StoredRecord {
  id: string;
  total: number;
}

/** Free-form labels: any key may come beside the named one. */
export interface Label extends Record<string, unknown> {
  title: string;
}
