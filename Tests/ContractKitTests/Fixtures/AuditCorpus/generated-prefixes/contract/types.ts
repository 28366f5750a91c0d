// A city transit API's types, generated from its OpenAPI document: every name carries the
// document's namespace, and a shared helper carries another.

export interface MetroApiCommonDateRange {
  from?: string;
  to?: string;
}

export interface MetroApiPresentationEntitiesPoint {
  lat?: number;
  lon?: number;
}

export interface MetroApiPresentationEntitiesPlace extends MetroApiPresentationEntitiesPoint {
  id?: string;
  commonName?: string;
  placeType?: string;
}

/** Generated flat: the document spells a stop's every field, and names it as the stop sees it. */
export interface MetroApiPresentationEntitiesStopPoint {
  id: string;
  commonName: string;
  placeType?: string;
  lat?: number;
  lon?: number;
  naptanId?: string;
  indicator?: string;
  stopLetter?: string;
  modes?: string[];
  icsCode?: string;
  hubNaptanCode?: string;
  platformCount?: number;
  smsCode?: string;
  stopType?: string;
  stationNaptan?: string;
  accessibilitySummary?: string;
  parentId?: string;
  topMostParentId?: string;
  fullName?: string;
  status?: boolean;
  individualStopId?: string;
  naptanMode?: string;
}

/** A search hit: a stop's position and a great deal the app's stops never read. */
export interface MetroApiPresentationEntitiesMatchedStop extends MetroApiPresentationEntitiesPoint {
  routeId?: number;
  parentId?: string;
  stationId?: string;
  topMostParentId?: string;
  direction?: string;
  towards?: string;
  stopType?: string;
  accessibilitySummary?: string;
  hasDisruption?: boolean;
  url?: string;
  name?: string;
}

export interface MetroApiPresentationEntitiesLine {
  id?: string;
  name?: string;
  modeName?: string;
  created?: string;
  modified?: string;
}

export interface MetroApiPresentationEntitiesLineStatus {
  id?: number;
  lineId?: string;
  statusSeverity?: number;
  reason?: string;
  validityPeriods?: MetroApiCommonDateRange[];
}

export interface MetroApiPresentationEntitiesArrival {
  id?: string;
  vehicleId?: string;
  naptanId?: string;
  expectedArrival?: string;
  timeToStation?: number;
}

export interface MetroApiPresentationEntitiesStopPointsResponse {
  centrePoint?: number[];
  stopPoints?: MetroApiPresentationEntitiesStopPoint[];
  pageSize?: number;
  total?: number;
  page?: number;
}

export interface MetroApiPresentationEntitiesMode {
  modeName?: string;
  isTflService?: boolean;
}

export interface MetroApiPresentationEntitiesCrowding {
  passengerFlows?: number[];
  trainLoadings?: number[];
}
