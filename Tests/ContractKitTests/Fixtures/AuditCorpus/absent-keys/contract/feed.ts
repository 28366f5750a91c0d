// A sign-in answer, and a feed of activity entries whose subject the contract leaves open.

export interface SignInResult {
  token: string;
  expiresIn: number;
  /** Only the two-step answer carries a challenge: this one never does. */
  challenge?: undefined;
}

export interface Activity {
  id: string;
  kind: string;
  subject: object;
  actor: Record<string, unknown>;
}

export interface Feed {
  entries: Activity[];
}
