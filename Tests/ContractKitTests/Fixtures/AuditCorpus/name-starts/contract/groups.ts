/** A community app's group membership, as GET /groups/:id/me returns it. */
export interface GroupMembership {
  id: string;
  group_id: string;
  user_id: string;
  role: string;
  joined_at: number;
  muted: boolean;
  invite_code?: string;
}
