/* A radio directory's client types: one show shape for every search, a fuller one
   for the detail call, and one envelope per call. */

export interface Show {
  id: number;
  title: string;
  language: string;
  artwork: string;
}

export interface Program extends Show {
  episodeCount: number;
  explicit: boolean;
  funding: string;
}

export interface Rising {
  id: number;
  title: string;
  heat: number;
}

export namespace Replies {
  export interface ByTerm {
    status: string;
    shows: Array<Show>;
    count: number;
  }

  export interface Hot {
    since: number | null;
    shows: Array<Rising>;
    count: number;
    max: number;
    description: string;
  }

  export interface Detail {
    status: string;
    show: Program;
  }
}
