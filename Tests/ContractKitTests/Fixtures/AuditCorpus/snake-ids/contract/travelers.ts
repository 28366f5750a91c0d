/** A traveler as the booking service sends it: snake_case keys. */
export interface Traveler {
  traveler_id: string;
  display_name: string;
  home_airport: string;
  loyalty_id: string | null;
}
