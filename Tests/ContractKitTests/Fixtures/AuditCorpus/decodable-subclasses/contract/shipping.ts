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

export interface Handover {
  courier_id: string;
  signed_by?: string;
  photo_url?: string;
  left_at_door?: boolean;
}

export interface Zone {
  zone_code: string;
  surcharge_cents?: number;
  remote: boolean;
  region: string;
  label?: string;
}
