// Types kept apart from their schemas, as many projects do: each names the schema's type.
import type { z } from 'zod';
import { ErrorSchema } from './hono';
import { userSchema } from './user';

/** An API error. */
export type Error = z.infer<typeof ErrorSchema>;
export type User = z.output<typeof userSchema>;
export type ApiFailure = z.infer<typeof ErrorSchema>;

export interface ErrorList {
  errors: Error[];
  owner: User;
  last: ApiFailure;
}
