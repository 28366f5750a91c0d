// The Nimbus storage SDK's response types.
export interface NimbusFolder {
  id: string;
  title: string;
  position: number;
  archived?: boolean;
  color: string | null;
  ownerId: string;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  shared: boolean;
  quotaBytes: number;
  icon?: string;
}
