// A monitoring service's alert rule: where it applies is one scope, and its severity one level.

export type AlertScope = 'host' | 'service' | 'cluster';

export interface AlertLevel {
  name: string;
  rank: number;
}

export interface AlertRule {
  id: string;
  scope: AlertScope;
  level: AlertLevel;
  channels: string[];
}
