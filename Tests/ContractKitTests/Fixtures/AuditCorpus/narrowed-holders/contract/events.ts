// A help desk's event stream. An event's ticket narrows the ticket type: once assigned,
// the assignee is always present. The narrowing is TypeScript's; the wire shape is a Ticket.

export interface Agent {
  id: number;
  display_name: string;
}

export interface Ticket {
  id: number;
  subject: string;
  priority: number;
  assignee?: Agent;
  created_at: number;
  tags?: string[];
}

export declare namespace TicketEvent {
  /** Fields every event about an assigned ticket shares. */
  export interface Assigned {
    assignee: Agent;
  }
  /** Fields every event about an edited ticket shares. */
  export interface Edited {
    created_at: number;
  }
}

export interface TicketEvent {
  event_id: number;
  ticket_assigned?: Ticket & TicketEvent.Assigned;
  ticket_edited?: Ticket & TicketEvent.Edited & TicketEvent.Assigned;
}
