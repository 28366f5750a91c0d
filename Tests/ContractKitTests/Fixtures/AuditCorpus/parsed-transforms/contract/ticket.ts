// A help desk. The server sends raw values; the web client reshapes them as it parses,
// but the wire still carries what zod reads before each transform.
import { z } from "zod";

export const TicketSchema = z.object({
  id: z.string(),
  priority: z.number().int().transform((n) => (n > 2 ? "urgent" : "normal")),
  assignee: z
    .object({ handle: z.string(), team: z.string() })
    .transform((a) => `${a.team}/${a.handle}`)
    .optional(),
  labels: z.array(z.string()).transform((list) => new Set(list)),
});

export type Ticket = z.infer<typeof TicketSchema>;
