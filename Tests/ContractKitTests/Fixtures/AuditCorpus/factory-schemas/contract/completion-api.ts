import { lazySchema, zodSchema, type InferSchema } from '@ai-sdk/provider-utils';
import { z } from 'zod/v4';

// A provider's completion answer, kept lazy so the schema is built on first use.
export const completionResponseSchema = lazySchema(() =>
  zodSchema(
    z.object({
      id: z.string().nullish(),
      created: z.number(),
      model: z.string(),
      choices: z.array(
        z.object({
          index: z.number(),
          text: z.string(),
          finish_reason: z.string().nullish(),
        }),
      ),
      usage: z
        .object({
          prompt_tokens: z.number(),
          completion_tokens: z.number(),
        })
        .nullish(),
    }),
    { useReferences: true },
  ),
);

export type CompletionResponse = InferSchema<typeof completionResponseSchema>;
