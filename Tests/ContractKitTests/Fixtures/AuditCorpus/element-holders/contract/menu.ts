// A restaurant's menu lists dishes, and drafts of dishes the kitchen has not priced yet.

export interface DishBase {
  name: string;
  allergens: string[];
}

export interface DishDraft extends DishBase {
  state: "draft";
}

export interface Dish extends DishBase {
  state: "draft" | "live";
  price: number;
}

export interface Menu {
  dishes: Array<Dish | DishDraft>;
}
