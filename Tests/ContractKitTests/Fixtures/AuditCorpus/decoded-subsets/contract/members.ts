// A forum's member record, as the forum's server sends it for the signed-in member and for others.

export interface ForumMember {
  id: string;
  name: string;
  created_utc: number;
  karma: number;
  post_count: number;
  comment_count: number;
  avatar_url: string;
  banner_url: string;
  is_moderator: boolean;
  is_admin: boolean;
  is_verified: boolean;
  bio: string;
  location: string;
  website: string;
  follower_count: number;
  following_count: number;
  last_seen: number;
  locale: string;
  time_zone: string;
  theme: string;
  email_verified: boolean;
  two_factor: boolean;
}
