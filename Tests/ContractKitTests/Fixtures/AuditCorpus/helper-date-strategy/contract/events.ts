// A meetup calendar. The server writes event times as ISO 8601 strings, some with
// fractional seconds.

export interface CalendarEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt?: string;
  venue: string;
}
