// A render queue: each job carries the links to act on it and a few counters.

export interface RenderJob {
  id: string;
  links: {
    status: string;
    abort: string;
    preview?: string;
  };
  counters: {
    frames: number;
    retries: number | null;
  };
}
