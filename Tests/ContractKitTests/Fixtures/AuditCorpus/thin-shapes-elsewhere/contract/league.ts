// A league site's types. `MenuChoice` fills the competition picker in the web app and never
// travels over the wire; the squad endpoint's players are not in this version of the contract.

export type MenuChoice = {
  id: number;
  name: string;
  slug: string;
};

export type MenuChoices = MenuChoice[];

export type Club = {
  id: number;
  name: string;
  crest: string;
  founded: number;
};

export type Fixture = {
  id: number;
  home: Club;
  away: Club;
  kickoff: string;
};
