export interface Session {
  token: string;
  expiresIn: number;
}
