// Shipments are read-only for the app: it never sends one back.

export interface Shipment {
  id: string;
  order_id: string;
  /** The carrier's code; the list of carriers grows without notice. */
  carrier: string;
  tracking_number: string;
  delivered: boolean;
}
