import type { FieldKinds } from './fields.js'

export interface Venue { // expect-declaration: Venue
  openedAt: FieldKinds.Timestamp
  position: FieldKinds.Geo
}
