// A device registry. Older firmware reports fewer settings; each optional one may be absent.

export interface DeviceReport {
  serial: string;
  label?: string;
  sleeping?: boolean;
  volume?: number;
  tags?: string[];
  region?: string;
  battery?: number | null;
  firmware?: string;
}
