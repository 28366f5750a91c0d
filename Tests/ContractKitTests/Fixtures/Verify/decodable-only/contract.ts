// A shipment as the tracking endpoint sends it.

export interface Shipment {
  tracking_code: string;
  carrier_name: string;
  shipped_at: string | null;
  delivered_at?: string;
}
