// A feature-flag SDK for the browser. The client keeps the flags it fetched, stores them
// through its own private methods, and caches segments with a helper its module keeps to
// itself. None of these is a call to the server: the flags and segments are what it receives.

import { Storage } from './storage';

interface IFlag {
  name: string;
  enabled: boolean;
  rollout: number;
}

interface ISegment {
  id: string;
  rules: string[];
}

interface IReport {
  flag: string;
  seen: number;
}

async function cacheSegments(segments: ISegment[]): Promise<void> {
  await Promise.all(segments.map((s) => Storage.put(s.id, s)));
}

export class FlagClient {
  private flags: IFlag[] = [];
  private segments: ISegment[] = [];

  constructor(private readonly storage: Storage, protected readonly url: string) {}

  public isEnabled(name: string): boolean {
    return this.flags.some((f) => f.name === name && f.enabled);
  }

  public async report(report: IReport): Promise<void> {
    await fetch(this.url + '/report', { method: 'POST', body: JSON.stringify(report) });
  }

  private async storeFlags(flags: IFlag[]): Promise<void> {
    this.flags = flags;
    await this.storage.save('flags', flags);
  }

  protected async flushSegments(): Promise<void> {
    await cacheSegments(this.segments);
  }
}

export type { IFlag, ISegment, IReport };
