// A course catalogue: the server sends each course with its lessons, a lookup table of them
// by id, and whether the course is free.
export interface Lesson {
  id: string;
  title: string;
}

export interface Course {
  id: string;
  lessons: Lesson[];
  lessonsById: Record<string, Lesson>;
  isFree: boolean;
  price: number;
  language: string;
}
