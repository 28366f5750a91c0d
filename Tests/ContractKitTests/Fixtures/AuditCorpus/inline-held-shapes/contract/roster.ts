export interface Agent {
  uuid: string;
  displayName: string;
  bio: string;
  role: {
    uuid: string;
    displayName: string;
    description: string;
    icon: string;
  };
}

/** Equipment sold in the shop: an endpoint the app does not call. */
export interface Gear {
  uuid: string;
  displayName: string;
  description: string;
  icon: string;
  price: number;
}
