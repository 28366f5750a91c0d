/**
 * A documented type.
 *
 * It has a code sample with braces, which must not confuse the parser:
 * ```ts
 * const x: Documented = { count: 1, items: [{ a: '}' }] };
 * ```
 * @deprecated Use Documented2.
 */
export interface Documented {
  /**
   * How many there are.
   * @integer
   * @default 0
   */
  count: number;
  /** @integer */
  years?: number[];
  label: string; // shown in the UI
  /** Doc wins over the trailing comment. */
  note?: string; // ignored
  /** @deprecated */
  old?: string;
}
