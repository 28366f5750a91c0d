// A trail service that sends a short hike in its lists and the full hike on the hike's own
// page. Neither shape extends the other: the short one carries a rating and a photo count
// that the full one leaves out.

export interface SummaryHike {
  id: number;
  name: string;
  distance_km: number;
  climb_m: number;
  started_at: string;
  rating: number;
  photo_count: number;
}

export interface DetailedHike {
  id: number;
  name: string;
  distance_km: number;
  climb_m: number;
  started_at: string;
  notes: string;
  waypoint_count: number;
  weather: string;
}
