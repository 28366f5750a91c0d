export interface Boxed<T> { // expect-declaration: Boxed
  value: T;
}
