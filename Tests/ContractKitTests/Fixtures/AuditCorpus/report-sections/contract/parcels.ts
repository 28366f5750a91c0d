/** Where a parcel is in its journey. */
export type ParcelStage = 'labelled' | 'in_transit' | 'delivered';

/** The company that carries the parcel. */
export type Courier = 'dhl' | 'ups' | 'postnl';

/** How urgently the sender paid to ship it. */
export type Speed = 'standard' | 'express';

export interface ParcelDTO {
  id: string;
  trackingCode: string;
  stage: ParcelStage;
  courier: Courier;
  speed: Speed;
  /** @integer */
  weightGrams: number;
  recipientName: string;
  insuredValue?: number;
  driverNote?: string;
  warehouseBin?: string;
}

export interface DepotDTO {
  code: string;
  city: string;
}
