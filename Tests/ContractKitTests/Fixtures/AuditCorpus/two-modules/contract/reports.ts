// Report exports: how a report is scheduled and rendered.

export type Kind = 'AUTO' | 'MANUAL';

export interface ExportOptions {
  kind: Kind;
  format: 'pdf' | 'csv';
  includeCharts: boolean;
  pageSize?: string;
}
