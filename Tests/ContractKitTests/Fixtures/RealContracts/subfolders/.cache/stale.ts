export interface Stale { hidden: true }
