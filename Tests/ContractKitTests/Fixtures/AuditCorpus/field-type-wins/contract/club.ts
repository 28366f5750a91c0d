// A rowing club's service: signing in answers with the member and the crews they row in,
// each crew in a short form. The club's own crew pages send the full crew.

export interface CrewBadge {
  id: string;
  name: string;
  colour: string | null;
}

export interface Member {
  id: string;
  handle: string;
  crews: CrewBadge[];
}

export interface SignInAnswer {
  token: string;
  member: Member;
}

export interface Crew {
  id: string;
  name: string;
  colour?: string | null;
  coachId: string | null;
  foundedAt: string;
  updatedAt: string;
  retiredAt: string | null;
  boatCount: number;
}
