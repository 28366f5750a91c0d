// A quiz service. One score card shape answers both a submission and the history list.

export interface ScoreCard {
  id: number;
  total: number;
  percentile?: number | null;
  bestArea?: string | null;
  worstArea?: string | null;
  finishedAt: string;
}

export interface SubmitAnswer {
  card: ScoreCard;
  message: string;
}

export interface HistoryPage {
  items: ScoreCard[];
  hasMore: boolean;
}
