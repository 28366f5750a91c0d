// Valid zod that ContractKit only partly reads: each part it cannot read is a warning, never an error.
import { z } from 'zod';
import { Plan as Role } from './user';

export const formSchema = z.object({
  role: z.enum(Object.values(Role) as [string, ...string[]]),
  kind: z.nativeEnum(Role).optional(),
  tags: z.array(z.string(), { required_error: 'tags' }),
  name: z.string({ required_error: 'Name is required', invalid_type_error: 'Name must be a string' }),
  age: z.number({ coerce: true }).int(),
  at: z.string().datetime({ message: 'bad' }),
  nested: z.object({ a: z.string() }, { description: 'x' }),
  def: z.string().default(() => 'x'),
  union: z.union([z.literal('a'), z.literal('b')], { errorMap: () => ({ message: 'x' }) }),
  arr: z.string().array().min(1).max(10),
  rec: z.record(z.enum(['a', 'b']), z.number()),
  when: z.date().or(z.string()),
  cb: z.function().args(z.string()).returns(z.void()),
  ['computed']: z.string(),
  'quoted-key': z.string(),
  42: z.boolean(),
});
export const nestedShapeSchema = formSchema.shape.nested;
export const formKeysSchema = formSchema.keyof();
export const formCopySchema = z.object(formSchema.shape);
export const formStrictSchema = formSchema.omit({ cb: true }).strict().describe(`template ${1}`);
