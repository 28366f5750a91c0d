// A ballot service: each voter's entry is a plain yes/no, a weighted vote, or a weighted
// vote with the voter's reason.

export type Vote = boolean | { weight: number } | { weight: number; reason: string };

export interface Ballot {
  id: string;
  votes: Record<string, Vote>;
  closesAt: string | null;
}
