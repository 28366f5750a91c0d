// A media server's shows. A season's own endpoint adds its episodes; the show lists seasons.

export interface Episode {
  id: number;
  name: string;
  episodeNumber: number;
}

export interface Season {
  id: number;
  name: string;
  seasonNumber: number;
  episodeCount: number;
}

export interface SeasonWithEpisodes extends Omit<Season, 'episodeCount'> {
  episodes: Episode[];
  externalIds: { tvdbId?: number };
}

export interface ShowDetails {
  id: number;
  name: string;
  seasons: Season[];
  firstAirDate: string;
}
