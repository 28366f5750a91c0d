// A trading game's fleet endpoints. The hold and the fuel store answer with lists whose
// items are declared once and reused; the shared hold keeps its own lock rules.

export interface CargoUnit {
  id: number;
  count: number;
  uses?: number;
  paint?: number;
  mods?: number[];
  lock?: 'Fleet' | 'Pilot';
  locked_to?: string;
}

export type ShipHold = CargoUnit[];

export type SharedCargoUnit = Omit<CargoUnit, 'lock' | 'locked_to'> & { lock?: 'Fleet' };

export type FleetHold = Array<SharedCargoUnit | null>;

export interface FuelLot {
  id: number;
  grade: number;
  count: number;
  lock?: 'Fleet';
}

export type FleetFuels = FuelLot[];
