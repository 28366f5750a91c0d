// A film database: a character's page lists who voiced it, each voice with a short
// performer; a performer's own page sends the full person.

export interface Performer {
  id: number;
  url: string;
  name: string;
}

export interface Voice {
  performer: Performer;
  language: string;
}

export interface CharacterPage {
  id: number;
  name: string;
  nicknames: string[];
  voices: Voice[];
}

export interface Person { // expect: type-missing
  id: number;
  url: string;
  name: string;
  birthday: string;
  about: string;
  favorites: number;
}
