export interface Course {
  title: string;
}

// A genuine syntax error in the middle of an interface: two types for one property.
export interface Dish {
  name: string;
  price: number number;
  vegetarian: boolean;
}

export interface MenuSection {
  heading: string;
  courses: Course[];
}
