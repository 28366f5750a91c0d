// One SDK for two games: each game's ladder and matches live in their own namespace.
export namespace Chess {
  export interface Streak {
    wins: number;
    losses: number;
    target: number;
  }

  export interface LadderRow {
    playerId: string;
    rating: number;
    provisional: boolean;
    streak?: Chess.Streak | null;
  }

  export interface Seat {
    playerId: string;
    color: string;
    clockMs: number;
  }

  export interface Spectator {
    viewerId: string;
    joinedAt: number;
  }

  export interface LiveMatch {
    matchId: number;
    variant: string;
    startedAt: number;
    boardTheme?: number | null;
    watchers: Chess.Spectator[];
    seats: Chess.Seat[];
  }

  export interface ReplayMatch {
    matchId: number;
    variant: string;
    startedAt: number;
    boardTheme: number;
    watchers: Chess.Spectator[];
    seats: Chess.ReplaySeat[];
  }

  export interface ReplaySeat {
    playerId: string;
    color: string;
    finalMove: string;
  }
}

export namespace Go {
  export interface Streak {
    wins: number;
    losses: number;
    target: number;
  }

  export interface LadderRow {
    playerId: string;
    rating: number;
    provisional: boolean;
    streak?: Go.Streak | null;
  }

  // The same live match, under the second game's name.
  export interface LiveMatch extends Chess.LiveMatch {}
}

export async function ladder(game: string): Promise<Chess.LadderRow[]> {
  return (await fetch(`/ladder/${game}`)).json();
}

export async function live(id: number): Promise<Chess.LiveMatch> {
  return (await fetch(`/live/${id}`)).json();
}
