import type * as z from 'zod';
import { postSchema } from '@/lib/validations/post';
import type { Visibility } from 'packages/shared';
import type { Session } from 'next-auth';

export type Post = z.infer<typeof postSchema>;

export interface PostPage {
  posts: Post[];
  visibility: Visibility;
  session: Session | null;
}
