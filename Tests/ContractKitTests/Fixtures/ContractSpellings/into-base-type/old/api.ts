export interface Annotations {
  audience?: string[];
  priority?: number;
}

export interface Resource {
  uri: string;
  name: string;
  lastModified: string;
  annotations?: Annotations;
}
