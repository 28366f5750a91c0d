/** Someone asked the owner for access to a shared folder; the owner's app lists these. */
export interface AccessRequest {
  id: string;
  requester: string;
  /** What the requester wrote, if anything. */
  message: string | null;
}

/** Sent to create a folder. */
export interface NewFolder {
  name: string;
  color?: string;
}

/** Sent to move a folder under another. */
export interface FolderMove {
  folderId: string;
  /** Absent to move it to the top level. */
  parentId?: string;
}

/** Someone asked to join a shared drive; an admin accepts or declines it. */
export interface JoinRequest {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  /** Why the admin declined, once declined. */
  reason: string | null;
}
