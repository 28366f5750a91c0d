// Answers of the exchange's info endpoint, as the TypeScript SDK types them.

/** The user's recent fills, newest first. */
export type UserFills = {
  coin: string;
  px: string;
  sz: string;
  side: "A" | "B";
  time: number;
  fee: string;
  feeToken: string;
  /** set only on fills of a TWAP order */
  twapId?: number;
}[];

/** What the websocket pushes for each fill: no fee token. */
export interface StreamFill {
  coin: string;
  px: string;
  sz: string;
  side: "A" | "B";
  time: number;
  fee: string;
}

export interface Portfolio {
  owner: string;
  fills: UserFills;
}
