import type { AuthorId } from '../shared/ids';
import { lookupWikidata } from '../../external-apis.js';

export interface AuthorDTO {
  id: AuthorId;
  name: string;
  wikidata?: WikidataEntity;
}

// WikidataEntity is declared in global.d.ts, like the ambient types of a real project.
export const resolveAuthor = (id: string) => lookupWikidata(id);
