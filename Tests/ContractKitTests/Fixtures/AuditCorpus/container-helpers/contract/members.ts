// A membership service's response types, as its Node SDK declares them.

export interface Badge {
  badge_id: string;
  title: string;
  awarded_at?: string;
}

export interface Member {
  member_id: string;
  display_name: string;
  /** Absent until the member picks one. */
  nickname?: string;
  badges: Badge[];
  joined_at: string;
  is_suspended: boolean;
}
