/** A project member as the web client's member list draws it. */
export interface ProjectMember {
  userId: string;
  role: string;
  displayName: string;
  avatarColor: string;
}

/** A membership as the REST API returns it. */
export interface ProjectMembership {
  id: string;
  userId: string;
  projectId: string;
  role: 'owner' | 'editor' | 'viewer';
  joinedAt: string;
  invitedBy?: string;
  lastActiveAt?: string;
}
