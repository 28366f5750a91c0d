// A campaign service: who sees a campaign is described by nested option objects, and the
// trigger events inside them are a named type.

export type TriggerEvent = {
  id: number;
  label?: string;
  filters?: string[];
};

export interface Caps {
  per_day?: number;
  per_person?: number;
}

export interface Campaign {
  id: string;
  audience?: {
    regions?: string[];
    triggers?: {
      any_of: TriggerEvent[];
    };
  };
  caps: Caps;
  /** Display strings by slot name. */
  copy: Record<string, string>;
}
