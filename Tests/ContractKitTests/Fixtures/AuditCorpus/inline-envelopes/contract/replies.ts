/* A glucose-sharing service's replies: one envelope, and an heir per call that
   declares its own `body` inline instead of naming a type for it. */

export interface Reply {
  code: number;
  body?: Record<string, unknown>;
}

export interface SignInReply extends Reply {
  body: {
    member: Member;
    pass: Pass;
    unreadCount: number;
  };
}

export interface ReadingsReply extends Reply {
  body: {
    latest: Reading;
    history: Reading[];
  };
}

export interface Member {
  id: string;
  displayName: string;
  locale: string;
  joinedAt: string;
}

export interface Pass {
  token: string;
  expiresAt: number;
}

export interface Reading {
  takenAt: string;
  mgPerDl: number;
  trend: number;
}
