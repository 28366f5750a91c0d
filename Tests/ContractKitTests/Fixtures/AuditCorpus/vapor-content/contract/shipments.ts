// A parcel carrier's webhook payloads, as its Node service declares them.

export type ShipmentStatus = 'label_created' | 'in_transit' | 'delivered' | 'returned';

export interface Address {
  line1: string;
  line2?: string;
  city: string;
  postal_code: string;
  country: string;
}

export interface ShipmentEvent {
  shipment_id: string;
  status: ShipmentStatus;
  occurred_at: string;
  /** Where the parcel was scanned; absent for label events. */
  location?: Address;
  carrier_note?: string;
}

/** What a merchant posts to create a label. */
export interface CreateLabelRequest {
  to: Address;
  weight_grams: number;
  reference?: string;
}
