export type ProjectStatus = 'active' | 'archived';
