// A weather service answers with columns: one array per measure, aligned by index.

export interface ForecastResponse {
  place: string;
  series: ForecastSeries;
}

export interface ForecastSeries {
  time: number[];
  temperature: Array<number | null>;
  humidity: Array<number | null>;
}

// What the service's own client library hands its callers after zipping the columns into
// rows. It never crosses the wire.
export interface ForecastPoint {
  time: number;
  temperature: number | null;
  humidity: number | null;
  pressure: number | null;
}
