// A music library: the server sends a track's metadata, and the client sends back the
// fields it wants to change, all optional. A sign-in and a new member's form share two
// field names and nothing else.

export interface TrackMetaDto {
  title: string;
  artist: string;
  year: number;
  titleLocked: boolean;
}

export interface TrackMetaUpdateDto { // expect: type-missing
  title?: string;
  artist?: string;
  year?: number;
}

export interface MemberCreate { // expect: type-missing
  username: string;
  password: string;
  role: string;
}
