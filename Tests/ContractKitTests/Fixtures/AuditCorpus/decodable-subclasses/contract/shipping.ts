// A shipping service's tracking payload, as its web SDK declares it.

export interface Parcel {
  tracking_code: string;
  /** Missing until a carrier scans the parcel. */
  carrier?: string;
  weight_grams: number;
  fragile?: boolean;
  checkpoints?: Checkpoint[];
}

export interface Checkpoint {
  place: string;
  reached_at: number;
  note?: string;
}
