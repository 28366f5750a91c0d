// A server that answers `GET /config` with a short form of its settings and `POST /config/full`
// with the same settings and a few more; and that lists sessions with or without their devices.

export type LiteConfig = {
  name: string;
  version: string;
  max_upload_mb: number;
  open_signup: boolean;
};

/** The short form and what only operators see. */
export type FullConfig = LiteConfig & {
  region: string;
  cacheTtl: number;
  smtp_host: string | null;
  smtp_port: number;
  backup_cron: string;
  audit_log: boolean;
};

export interface Device {
  id: string;
  label: string;
}

export interface Owner {
  id: string;
  email: string;
}

export interface Session {
  id: string;
  status: string;
  owner: Owner;
  last_seen: string;
}

/** The session as the device list returns it: no owner, its devices instead. */
export interface SessionWithDevices extends Omit<Session, 'owner'> {
  owner: null;
  devices: Device[];
}
