// A monitoring backend's collections are named in the plural; each record type keeps that name.

export interface IncidentsLogRecord {
  id: string;
  incident: string;
  level: number;
  message: string;
  created: string;
  acknowledged?: string | null;
}

export interface Incident {
  id: string;
  title: string;
  open: boolean;
}
