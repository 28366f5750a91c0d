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

/** Labels the user gave the account, with how often each was used. */
export type Labels = {
  name: string;
  uses: number;
}[];

export interface Portfolio {
  owner: string;
  fills: UserFills;
  labels: Labels;
}
