// A music chart API that sends its numbers as strings.

export interface ChartPage {
  page: string;
  per_page: string;
  total: string;
  score: string;
}
