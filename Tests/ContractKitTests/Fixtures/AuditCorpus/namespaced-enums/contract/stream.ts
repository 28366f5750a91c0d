// A streaming reply service that declares each event's parts in a namespace named after it,
// as generated SDKs do.

export interface ReplyEvent {
  id: string;
  part: ReplyEvent.Part;
}

export namespace ReplyEvent {
  export interface Part {
    author?: 'person' | 'agent' | 'tool';
    text?: string;
  }
}
