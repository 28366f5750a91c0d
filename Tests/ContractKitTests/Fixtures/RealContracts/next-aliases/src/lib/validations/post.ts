import * as z from 'zod';
import { Visibility } from '@shared';

export const postSchema = z.object({
  id: z.string().cuid(),
  title: z.string().min(3).max(128),
  content: z.any().optional(),
  visibility: z.nativeEnum(Visibility),
});
