// A store catalog: each product offers its ways to pay by id, and a way to pay is either a
// one-off price or a plan with a trial.

export interface PaymentChoice {
  id: string;
  currency: string;
}

export interface OneOffChoice extends PaymentChoice {
  amount: number;
}

export interface PlanChoice extends PaymentChoice {
  monthly: number;
  trial_days: number | null;
}

export interface CatalogItem {
  sku: string;
  kind: string;
  choices: { [choiceId: string]: OneOffChoice | PlanChoice };
}

export interface Catalog {
  items: CatalogItem[];
}
