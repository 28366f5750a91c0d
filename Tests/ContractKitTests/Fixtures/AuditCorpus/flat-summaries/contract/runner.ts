// A running app's profile page. The highlighted month is a summary of two activity lines;
// the lifetime totals are full activity lines.

export interface WeekLine {
  runs: number;
  distance: number;
  climb: number;
  minutes: number;
  calories: number;
  heartRate: number;
  streak: number;
}

export interface MonthSummary {
  latest: WeekLine;
  best: WeekLine;
}

export interface LifetimeLine {
  runs: number;
  distance: number;
  climb: number;
  minutes: number;
  calories: number;
  heartRate: number;
  year: number;
  club: string;
  shoes: string;
  races: number;
  podiums: number;
  fastestMile: number;
  longestRun: number;
  cadence: number;
  stride: number;
  vo2max: number;
}

export interface LifetimeTotals {
  road: LifetimeLine;
  trail: LifetimeLine;
}

export interface Highlight {
  month: number;
  summary: MonthSummary;
}

export interface ProfilePage {
  id: number;
  highlight: Highlight;
  lifetime: LifetimeTotals;
}
