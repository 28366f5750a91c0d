// An SDK's field kinds, declared in an ambient namespace: its members are exported
// without an `export` of their own.
export declare namespace FieldKinds {
  type Timestamp = string
  type Geo = {
    lat: number
    lon: number
  }
}
