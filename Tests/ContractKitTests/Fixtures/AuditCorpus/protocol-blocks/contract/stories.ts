// A story service: a story is a list of cards of three kinds, tagged by `kind`.

export interface CardBase {
  title: string;
  kind: "quote" | "photo" | "poll";
}

export interface QuoteCard extends CardBase {
  kind: "quote";
  text: string;
  author: string;
}

export interface PhotoCard extends CardBase {
  kind: "photo";
  url: string;
  caption?: string;
}

export interface PollCard extends CardBase {
  kind: "poll";
  question: string;
  choices: string[];
}

export type Card = QuoteCard | PhotoCard | PollCard;

export interface Story {
  id: string;
  headline: string;
  cards: Card[];
}
