// An access-key service. Nothing here says which way a type travels; the app's client does.

export interface KeyChanges {
  scopes?: string[];
  note?: string;
  expiresIn?: number;
}

export interface KeyRevision {
  keyId: string;
  updatedAt: string;
}

export type RefreshResponse = {
  taskId: number;
};
