export interface Session { // expect-declaration: Session
  readonly token: string;
  get expiresAt(): string;
  set expiresAt(value: string);
  get scopes(): string[];
}

export type Cursor = { // expect-declaration: Cursor
  get position(): number;
};

class Base {
  kind!: string;
}

export class SessionDTO extends Base { // expect-declaration: SessionDTO
  public userId: string = '';
  private secret?: string;
  protected attempts = 0;
  override kind = 'session';
  accessor refreshedAt: string = '';
  static instances = 0;
  get isFresh(): boolean { return true; }
}
