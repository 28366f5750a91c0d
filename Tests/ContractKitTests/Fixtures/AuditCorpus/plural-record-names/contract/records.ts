// A monitoring backend's collections are named in the plural; each record type keeps that name.

export interface IncidentsLogRecord {
  incident: string;
  owner: string;
  host: string;
  title: string;
  reading: number;
  created: string;
  cleared?: string | null;
}

export interface Incident {
  id: string;
  title: string;
  open: boolean;
}
