interface Helper {
  fromOther: number;
}

export interface Shared {
  helper: Helper;
}
