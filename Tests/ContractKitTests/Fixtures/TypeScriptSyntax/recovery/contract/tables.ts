export interface DiningTable {
  number: number;
  seats: number;
  isOutdoor: boolean;
}
