// A fitness tracker's profile endpoint, parsed with zod; the exported type narrows two fields.
import * as z from 'zod';

export const workoutSchema = z.object({
  id: z.string(),
  minutes: z.number(),
});

export type Workout = z.infer<typeof workoutSchema>;

export const profileSchema = z.looseObject({
  handle: z.string(),
  heightCm: z.number(),
  coachId: z.optional(z.string()),
  workouts: z.array(workoutSchema),
  badges: z.optional(z.array(z.string())),
});

/** The signed-in athlete. */
export type Profile = z.infer<typeof profileSchema> & {
  readonly workouts: readonly Workout[];
  readonly streakDays: number;
};
