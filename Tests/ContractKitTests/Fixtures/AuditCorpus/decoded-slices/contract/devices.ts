// A fleet manager's device record: the server sends every field; the app shows a few.

export interface Device {
  Id: number;
  Name: string;
  Kind: number;
  Online: boolean;
  Address: string;
  PublicAddress?: string;
  AgentVersion: string;
  LastSeen: number;
  Labels: string[];
  Owner: string;
  Region: string;
  Firmware: string;
  BatteryLevel?: number;
  Notes?: string;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface DeviceGroup {
  Id: number;
  Name: string;
  Labels: string[];
  DeviceCount: number;
}
