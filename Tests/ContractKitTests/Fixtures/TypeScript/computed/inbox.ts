// A messaging service's inbox, written with the type operators real contracts use.
import Mailer from "./mailer";          // not in the contract folder: a class the app never sees
import { Cursor } from "paging-kit";

export type MailerId = Mailer["instanceId"];

export type Handle = string;
export type Staff = { handle: Handle; role: 'admin' | 'support' };
export type Customer = { handle: Handle; plan: string };
export type Participant = Staff | Customer;

/** Every notice shares its envelope; the rest depends on its kind. */
export type Notice = { noticeId: string; sentAt: string } & (
  | { kind: 'reply'; threadId: Thread['threadId']; from: Participant['handle'] }
  | { kind: 'assigned'; assignee: Staff['handle'] }
);

export type Thread = {
  threadId: number;
  parentId: Thread['threadId'] | null;
  subjects: { text: string }[];
  firstSubject: Thread['subjects'][number]['text'];
};

type Without<T, K extends keyof T> = Omit<T, K>;
export type Draft = { draftId: number; body: string; to: Handle[] };
export type Sent = Without<Draft, 'draftId'> & { messageId: number };

export type Medium = 'email' | 'chat' | 'phone';
export type Reachability = { [M in Medium]?: boolean };
export type Quotas = Partial<Record<string, number>>;

export type Ranked<T> = T & { rank?: number };
export type Listing = { items: Thread[]; cursor: Cursor } & (Ranked<Thread> extends Thread ? { ranked: true } : { ranked?: false });
