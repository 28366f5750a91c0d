export enum Permission { // expect-declaration: Permission
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1, // writes imply nothing else
  /* admins can do everything */
  Admin = Read | Write | (1 << 4),
  Legacy = -1,
  Named = 'abc'.length,
  Next,
}

export enum Computed { // expect-declaration: Computed
  Fixed = 10,
  Random = Math.floor(Math.random() * 10), // expect-warning: cannot compute the value of enum member 'Random'
  Later = 20,
}
