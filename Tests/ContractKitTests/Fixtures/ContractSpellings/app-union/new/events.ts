export interface TaskCreated {
  type: 'task.created';
  id: string;
  title: string;
}

export interface TaskDeleted {
  type: 'task.deleted';
  id: string;
}

export interface TaskArchived {
  type: 'task.archived';
  id: string;
  archivedBy: string;
}

export type TaskEvent = TaskCreated | TaskDeleted | TaskArchived;

export interface EventPage {
  events: TaskEvent[];
}
