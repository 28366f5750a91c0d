// One SDK for two transit products: every type carries its product's name, so a rail
// station and a bus station are both a 'Station' once the prefix is dropped.

export interface RailStation {
  id: string;
  name: string;
  code: string;
  city: string;
}

export interface RailTrip {
  id: string;
  departs_at: string;
  origin: RailStation;
  carriages: number;
  platform: string;
}

export interface RailTicket {
  id: string;
  price: number;
  trip: RailTrip;
}

export interface BusStation {
  id: string;
  name: string;
  code: string;
  stop_number: number;
}

export interface BusTrip {
  id: string;
  departs_at?: string;
  origin: BusStation;
  seats: number;
}

export interface BusOperator {
  id: string;
  name: string;
}
