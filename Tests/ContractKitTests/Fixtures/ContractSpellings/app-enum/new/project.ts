export type ProjectStatus = 'active' | 'archived' | 'paused';

export interface Project {
  id: string;
  status: ProjectStatus;
  visibility: 'public' | 'private' | 'team';
}
