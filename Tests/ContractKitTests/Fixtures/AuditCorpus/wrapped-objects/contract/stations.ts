// A radio directory. Every lookup answers with the object under one key named after it:
// { "station": { ... } }, { "presenter": { ... } }.

export interface Frequency {
  band: 'am' | 'fm' | 'dab' | '';
  value: string;
}

export interface Stamp {
  seconds: number;
  zone: string;
}

export interface Station {
  call_sign: string;
  city: string;
  listeners: number | null;
  genre?: string;
  // New stream formats are added without notice.
  format: 'mp3' | 'aac' | string;
  frequencies: Frequency[];
  updated: Stamp;
}

interface StationLookup {
  station: Station;
}

export interface Presenter {
  name: string;
  show: string;
  since: string;
}

export type PresenterLookup = {
  presenter: Presenter;
};
