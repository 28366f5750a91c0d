/** A traveler, sent with snake_case keys. */
export interface Traveler {
  traveler_id: string;
  display_name: string;
  loyalty_tier: 'none' | 'silver' | 'gold';
}

/** A trip, also snake_case on the wire. */
export interface Trip {
  trip_id: string;
  country_code: string;
  nights: number;
}
