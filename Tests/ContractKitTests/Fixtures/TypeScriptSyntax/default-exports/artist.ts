interface Artist { // expect-declaration: Artist
  handle: string
  verified: boolean
}

export default Artist
