// The project's own zod: extended once for OpenAPI, then re-exported to every schema file.
import { extendZodWithOpenApi } from '@anatine/zod-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

/** Marks a number schema as a float in the OpenAPI output. */
export function float(schema: z.ZodNumber) {
  return (schema as z.ZodNumber & { openapi: (meta: unknown) => z.ZodNumber }).openapi({ type: 'number', format: 'float' });
}

export { z };
