import type { ProjectStatus } from './enums';

export interface Project {
  id: string;
  status: ProjectStatus;
}
