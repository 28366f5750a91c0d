// Telemetry records the SDK uploads and the dashboard reads back.

export type RecordKind = 'metric.frame' | 'metric.summary' | 'log.line';

/** How the recorded request was made. */
export type RequestSource = 'fetch' | 'xhr' | 'websocket' | 'beacon';

interface BaseRecord {
  id: string;
  kind: RecordKind;
  /** ISO timestamp from the device clock. */
  capturedAt: string;
  source: RequestSource;
}

export interface MetricFrame extends BaseRecord {
  kind: 'metric.frame';
  fps: number;
  /** @integer */
  droppedFrames: number;
  jankScore?: number;
}

export interface LogLine extends BaseRecord {
  kind: 'log.line';
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
}

export type TelemetryRecord = MetricFrame | LogLine;
