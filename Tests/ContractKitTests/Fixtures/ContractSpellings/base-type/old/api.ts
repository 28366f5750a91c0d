interface Annotated {
  annotations?: {
    audience?: string[];
    priority?: number;
  };
}

export interface Resource extends Annotated {
  uri: string;
  name: string;
}
