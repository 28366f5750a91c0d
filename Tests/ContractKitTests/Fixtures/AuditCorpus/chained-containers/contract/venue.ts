// A venue's event listing: each session's schedule holds one time slot per phase.

export interface Slot {
  start: number;
  end: number;
}

export interface Session {
  title: string;
  schedule: {
    doors: Slot;
    show: Slot;
  };
}
