export type Status = 'active' | 'banned' | 'pending';
export type Color = 'red' | 'blue';

export interface Person {
  name: string;
  age: number;
  nickname?: string;
  email: string;
  role: Status;
  mapped: { [K in 'a' | 'b' as `${K}Count`]: number };
  createdAt: string;
}

export interface Account {
  id: string;
  handle: string;
  balance: number;
  status: Status;
  color: Color;
}

export interface Circle { kind: 'circle'; radius: number }
export interface Square { kind: 'square'; side: number }
export interface Triangle { kind: 'triangle'; base: number }
export type Shape = Circle | Square | Triangle;

export interface Orphan { // expect: type-missing
  x: number;
}

/** The model and mapper layers: OrderDTO → Order through OrderMapper. */
export interface OrderDTO {
  id: string;
  total: number;
  placedAt: string;
  status: Status;
  note?: string;
  weight: number;
  giftWrap?: boolean;
  coupon?: string;
  size?: { w: number; h: number };
}
