// A ballot service: each voter's entry is a plain yes/no or a weighted vote.

export type WeightedVote = { weight: number };

export type Vote = boolean | WeightedVote;

export interface Ballot {
  id: string;
  votes: Record<string, Vote>;
  closesAt: string | null;
}
