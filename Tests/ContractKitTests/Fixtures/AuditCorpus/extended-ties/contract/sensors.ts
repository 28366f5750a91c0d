// A home-automation hub's socket types: every sensor reading shares a base shape, and the
// reading the hub sends narrows nothing but widens its settings into an open map.
export type Origin = {
  id: string;
  parent_id: string | null;
  user_id: string | null;
};

export type ReadingSettingsBase = {
  label?: string;
  unit?: string;
  precision?: number;
};

export type ReadingBase = {
  sensor_id: string;
  value: string;
  changed_at: string;
  reported_at: string;
  settings: ReadingSettingsBase;
  origin: Origin;
};

export type Reading = ReadingBase & {
  settings: { [key: string]: any };
};

export type ReadingChanged = {
  sensor_id: string;
  previous: Reading | null;
  current: Reading | null;
};
