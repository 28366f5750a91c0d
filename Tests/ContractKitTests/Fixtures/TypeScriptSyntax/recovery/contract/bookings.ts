export interface Booking {
  id: string;
  guestName: string;
  partySize: number;
  notes?: string;
}

export type BookingStatus = 'held' | 'confirmed' | 'cancelled';
