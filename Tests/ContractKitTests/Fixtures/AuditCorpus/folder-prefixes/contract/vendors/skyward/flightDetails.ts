// A travel site's types for one airline's API, kept in a folder named for the airline; every
// type carries the airline's name, though the file declares only one.
export interface SkywardFlightDetails {
  flight_id: number;
  carrier: string;
  origin: string;
  destination: string;
  departure_time: number;
  arrival_time: number;
  aircraft_code: string;
  gate: string | null;
  terminal: string | null;
  seats_total: number;
  seats_free: number;
  baggage_allowance: number;
  meal_service: boolean;
  wifi: boolean;
  delay_minutes: number;
  status_code: number;
  fare_class: string;
  fare_basis: string;
  loyalty_miles: number;
  co2_grams: number;
  distance_km: number;
  cruise_altitude: number;
  pilot_name: string;
  crew_count: number;
  checkin_opens: number;
  checkin_closes: number;
  boarding_group: string;
  lounge_access: boolean;
  pet_policy: string;
  upgrade_offer: boolean;
  catering_code: string;
  ground_handler: string;
  fuel_stop: string | null;
  codeshare_of: string | null;
  belt_number: number | null;
  slot_time: number;
  meal_options: string[];
  seat_map: number[];
  crew_names: string[];
  service_notes: string;
  irregular_ops: boolean;
}
