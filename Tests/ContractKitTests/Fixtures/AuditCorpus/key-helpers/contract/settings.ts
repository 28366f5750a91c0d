// An admin API whose numeric limits arrive as numbers from new servers and as strings from old ones.

export interface Limit {
  id: string;
  label: string;
  floor: number | string;
  ceiling: number | string;
  locked: boolean;
}
