// A forum's JavaScript client: `Profile` is the wire object, and `ProfileResult` is what the
// client's `profile.read()` resolves to, the profile's fields lifted out of the envelope.

export interface Profile {
  handle: string;
  bio: string;
  joinedAt: string;
  postCount: number;
  avatar: string;
}

export interface ProfileResult extends Profile {
  meta: { cached: boolean };
}
