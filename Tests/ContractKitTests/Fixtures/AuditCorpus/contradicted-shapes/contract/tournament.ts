// A board-game server's public API: finished matches by month, and the matches still in play.
export interface MatchSeat {
  rating: number;
  outcome: string;
  handle: string;
  "@id": string;
  seat_id: string;
}

export interface PlayerMatch {
  link: string;
  record: string;
  position: string;
  opened_at?: number;
  clock: string;
  closed_at: number;
  ranked: boolean;
  scores?: {
    north: number;
    south: number;
  };
  moves: string;
  match_id: string;
  opening: string;
  pace: string;
  variant: string;
  code?: string;
  north: MatchSeat;
  south: MatchSeat;
}

export interface PlayerMatches {
  matches: PlayerMatch[];
}

export interface PlayerMatchesToMove {
  matches: PlayerMatch[];
}

export interface PlayerProfile {
  handle: string;
  joined: number;
  country: string;
}

export interface PlayerRecord {
  wins: number;
  losses: number;
  draws: number;
}
