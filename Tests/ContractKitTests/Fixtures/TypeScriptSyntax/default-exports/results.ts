import Sticker from './sticker'

export interface StickerPage { // expect-declaration: StickerPage
  data: Sticker[]
}

export default class extends Object {} // expect-note: skipped 'export default' statement
