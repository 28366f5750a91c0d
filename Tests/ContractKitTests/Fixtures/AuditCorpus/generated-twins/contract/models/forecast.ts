// A weather service's client SDK, generated from its API description. Each model comes four
// times: the SDK user's type (camelCase), the zod schema that parses the wire JSON and renames
// its keys, the wire shape the SDK sends, and the schema that writes that shape.
import * as z from "zod";
import { remap as remap$ } from "../lib/primitives.js";

export type DailyForecast = {
  /** Local calendar day, as YYYY-MM-DD. */
  day: string;
  highCelsius: number;
  lowCelsius: number;
  chanceOfRain?: number | undefined;
};

/** @internal */
export const DailyForecast$inboundSchema: z.ZodType<DailyForecast, z.ZodTypeDef, unknown> = z.object({
  day: z.string(),
  high_celsius: z.number(),
  low_celsius: z.number(),
  chance_of_rain: z.number().optional(),
}).transform((v) => {
  return remap$(v, {
    "high_celsius": "highCelsius",
    "low_celsius": "lowCelsius",
    "chance_of_rain": "chanceOfRain",
  });
});

/** @internal */
export type DailyForecast$Outbound = {
  day: string;
  high_celsius: number;
  low_celsius: number;
  chance_of_rain?: number | undefined;
};

/** @internal */
export const DailyForecast$outboundSchema: z.ZodType<DailyForecast$Outbound, z.ZodTypeDef, DailyForecast> = z.object({
  day: z.string(),
  highCelsius: z.number(),
  lowCelsius: z.number(),
  chanceOfRain: z.number().optional(),
}).transform((v) => {
  return remap$(v, {
    highCelsius: "high_celsius",
    lowCelsius: "low_celsius",
    chanceOfRain: "chance_of_rain",
  });
});

export type StationReport = {
  stationId: string;
  days: Array<DailyForecast>;
  issuedAt: string;
};

/** @internal */
export const StationReport$inboundSchema: z.ZodType<StationReport, z.ZodTypeDef, unknown> = z.object({
  station_id: z.string(),
  days: z.array(DailyForecast$inboundSchema),
  issued_at: z.string(),
}).transform((v) => remap$(v, { "station_id": "stationId", "issued_at": "issuedAt" }));

/** @internal */
export type StationReport$Outbound = {
  station_id: string;
  days: Array<DailyForecast$Outbound>;
  issued_at: string;
};

/** @internal */
export const StationReport$outboundSchema: z.ZodType<StationReport$Outbound, z.ZodTypeDef, StationReport> = z.object({
  stationId: z.string(),
  days: z.array(DailyForecast$outboundSchema),
  issuedAt: z.string(),
}).transform((v) => remap$(v, { stationId: "station_id", issuedAt: "issued_at" }));

/** What the app asks for: only ever sent. */
export type ReportQuery = {
  stationId: string;
  dayCount?: number | undefined;
  units: string;
};

/** @internal */
export type ReportQuery$Outbound = {
  station_id: string;
  day_count?: number | undefined;
  units: string;
};

/** @internal */
export const ReportQuery$outboundSchema: z.ZodType<ReportQuery$Outbound, z.ZodTypeDef, ReportQuery> = z.object({
  stationId: z.string(),
  dayCount: z.number().int().optional(),
  units: z.string(),
}).transform((v) => {
  return remap$(v, { stationId: "station_id", dayCount: "day_count" });
});
