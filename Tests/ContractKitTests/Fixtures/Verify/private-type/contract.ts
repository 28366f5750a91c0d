export interface Item { name: string }
export interface Other { id: string; at: string }
