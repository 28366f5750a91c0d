/** The ride service's booking API. Its keys are camelCase, except the tipping endpoint's. */

export type RideClass = 'standard' | 'comfort' | 'xl';

export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** Free text such as "10:05-10:15"; only sent for a scheduled pickup. */
  arrivalWindow?: string;
}

export interface BookingRequest {
  riderId: string;
  pickup: GeoPoint;
  dropoff: GeoPoint;
  rideClass: RideClass;
  notes?: string;
}

export interface BookingConfirmation {
  bookingId: string;
  driverName: string;
  pickup: GeoPoint;
}

/** An older endpoint, written with snake_case keys. */
export interface TipRequest {
  booking_id: string;
  amount_cents: number;
}
