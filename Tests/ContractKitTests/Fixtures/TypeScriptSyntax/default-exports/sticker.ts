// A media SDK's types, each file's main type its default export.
import Artist from './artist'

export default interface Sticker { // expect-declaration: Sticker
  id: string | number
  artist?: Artist
}
