interface Annotated {
  lastModified: string;
  annotations?: {
    audience?: string[];
    priority?: number;
  };
}

export interface Resource extends Annotated {
  uri: string;
  name: string;
}
