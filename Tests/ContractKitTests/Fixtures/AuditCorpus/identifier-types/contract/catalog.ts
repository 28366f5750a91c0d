// A music catalog whose ids are numbers, except a label's, which is a string code.

export interface Genre {
  id: number;
  name: string;
}

export interface Label {
  id: string;
  name: string;
}

export interface Track {
  id: number;
  title: string;
  genreIds: number[];
  publisherId: number;
  labelId: number;
  studioId: number;
}
