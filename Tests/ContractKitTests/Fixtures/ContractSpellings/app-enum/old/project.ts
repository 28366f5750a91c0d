export type ProjectStatus = 'active' | 'archived';

export interface Project {
  id: string;
  status: ProjectStatus;
  visibility: 'public' | 'private';
}
