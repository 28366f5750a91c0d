// A parcel tracker's shipment record; the server writes times with milliseconds
// (`2024-05-01T09:30:00.125Z`).

export interface Shipment {
  id: string;
  carrier: string;
  shipped_at: string;
  delivered_at: string | null;
}
