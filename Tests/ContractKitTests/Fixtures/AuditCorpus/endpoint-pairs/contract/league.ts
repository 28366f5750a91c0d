// A sports league's SDK. The roster payload was reshaped in the last major version: the
// coach moved into an object and the season became a number.

export interface CoachInfo {
  name: string;
  since: number;
}

export interface RosterListing {
  players: string[];
  coach: CoachInfo;
  season: number;
  updatedAt: string;
}

export class TeamService {
  constructor(private readonly baseUrl: string) {}

  async fetchRoster(teamId: string): Promise<RosterListing> {
    return request(this.baseUrl + "/teams/" + teamId + "/roster");
  }
}

// Two services share the name `list`: it says nothing about which page the app reads.
export interface PlayerPage {
  items: string[];
  nextCursor?: string;
}

export interface RefereePage {
  items: string[];
  total: number;
}

export class PlayerService {
  async list(): Promise<PlayerPage> {
    return request("/players");
  }
}

export class RefereeService {
  async list(): Promise<RefereePage> {
    return request("/referees");
  }
}

// A match's full record, and the short form the schedule lists.
export interface MatchRecord {
  id: string;
  venue: string;
  kickoff: string;
  refereeIds?: string[];
}

export interface MatchSummary {
  id: string;
  venue: string;
}

export class MatchService {
  async lastMeeting(home: string, away: string): Promise<MatchRecord> {
    return request("/matches/last?home=" + home + "&away=" + away);
  }

  async schedule(): Promise<MatchSummary[]> {
    return request("/matches");
  }
}
