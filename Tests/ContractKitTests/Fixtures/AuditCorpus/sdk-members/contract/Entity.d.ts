// Declarations of a forum SDK. Each object the SDK returns is a class that keeps its client
// and its fetch state as members of its own; the client module is not part of this folder.
import * as ForumClient from '../client';

export default class Entity {
  id: string;
  created_at: number;
  protected _client: ForumClient;
  protected _loaded?: boolean;
  private _etag: string;
  #pending: boolean;

  constructor(data: any, client: ForumClient, private readonly _cache: Map<string, unknown>);
  refresh(): Promise<this>;
}
