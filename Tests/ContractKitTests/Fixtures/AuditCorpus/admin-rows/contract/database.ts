/**
 * Rows of the admin API (`/admin/v1/*`), exactly as the Postgres views return them.
 * Column names are snake_case; timestamps are ISO-8601 strings.
 */
export type EventStatus = 'draft' | 'published' | 'cancelled';

export interface Event {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string | null;
  venue_id: string | null;
  status: EventStatus;
  /** @integer */
  capacity: number;
  tags: string[];
  /** Free-form JSON the organisers attach. */
  metadata: Record<string, unknown> | null;
}

export interface Route {
  id: string;
  name: string;
  distance_km: number;
  elevation_gain_m: number | null;
  surface: 'paved' | 'gravel' | 'trail';
  created_by: string;
}

export interface Venue {
  id: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
}

export interface Paginated<T> {
  rows: T[];
  /** @integer */
  count: number;
}

export async function listEvents(sql: unknown): Promise<Paginated<Event>> {
  return { rows: [], count: 0 };
}
