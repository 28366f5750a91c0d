// A city's scooter-share feeds, generated from the feed's JSON schemas: one file per feed,
// each with its own envelope around its own payload.
export interface DockList {
    payload: DockPayload;
    /** When the feed was last written, RFC 3339. */
    generated_at: string;
    refresh_seconds: number;
    schema: string;
}

export interface DockPayload {
    docks: Dock[];
}

export interface Dock {
    dock_id: string;
    label: string;
    lat: number;
    lon: number;
}

export interface DockLevels {
    payload: LevelPayload;
    generated_at: string;
    refresh_seconds: number;
    schema: string;
}

export interface LevelPayload {
    levels: Level[];
}

export interface Level {
    dock_id: string;
    scooters_free: number;
    slots_free: number;
}
