// Helpers the generated models call.

/** Returns a copy of `input` with each key of `mappings` renamed to its value. */
export declare function remap(input: Record<string, unknown>, mappings: Record<string, string>): Record<string, unknown>;
