// A sign-in answer of which the app keeps only the tokens and who signed in, and a feed
// entry whose payload the contract leaves undescribed.

export interface SignInResult {
  accessToken: string;
  refreshToken: string;
  accountId: string;
  handle: string;
  email?: string;
  emailVerified?: boolean;
  mfaEnabled?: boolean;
  suspended?: boolean;
}

export interface FeedEntry {
  uri: string;
  payload: {};
}
