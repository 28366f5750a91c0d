export interface TaskCreated {
  type: 'task.created';
  id: string;
  title: string;
}

export interface TaskDeleted {
  type: 'task.deleted';
  id: string;
}

export type TaskEvent = TaskCreated | TaskDeleted;

export interface EventPage {
  events: TaskEvent[];
}
