// A facet is named by a plain pattern, or by an object that says more about it.

export interface FacetSpec {
  pattern: string;
  sortable: boolean;
}

export type FacetRule = string | FacetSpec;

export interface SearchConfig {
  facets: FacetRule[];
  primary: string | FacetSpec;
  label: string | number;
  mode: "fast" | "full";
}
