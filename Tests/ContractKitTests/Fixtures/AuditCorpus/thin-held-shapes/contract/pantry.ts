// A pantry API: an ingredient names its unit of measure; labels are another resource that
// shares only the two keys every resource has.

export interface Unit {
  id: string;
  name: string;
  abbreviation?: string;
  pluralName?: string;
  description?: string;
  createdAt: string;
}

export interface Ingredient {
  id: string;
  quantity: number;
  unit: Unit;
}

export interface Label {
  id: string;
  name: string;
  color: string;
}

export interface Shelf {
  id: string;
  name: string;
  color: string;
}
