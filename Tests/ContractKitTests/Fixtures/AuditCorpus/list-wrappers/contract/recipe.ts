// A recipe site's web client types.

export interface Step {
  position: number;
  instruction: string;
  /** Minutes; absent for steps without a timer. */
  timer_minutes?: number;
}

export interface Recipe {
  id: number;
  title: string;
  steps: Step[];
}
