// A kennel's booking service. The stay options travel only inside a booking request.

export interface StayOptions {
  groomed?: boolean;
  dailyWalks?: number;
  feedingNote?: string;
}

export interface BookStayRequest {
  petName: string;
  nights: number;
  options: StayOptions;
}

export interface Booking {
  id: string;
  petName: string;
  nights: number;
}
