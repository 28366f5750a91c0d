// A weather station's feed: each reading as the station's server stores and serves it.

export interface StationReading {
  _id: string;
  temp: number;
  time: number;
  timeText: string;
  trendArrow: string;
  sensor: string;
  kind: string;
  offsetMinutes: number;
  savedAt: string;
  quality: number;
}
