// The signed-in account: the arms are not exported, but the union that names them is.

interface AccountBase {
  id: string;
  kind: 'person' | 'team';
  handle: string;
}

interface PersonAccount extends AccountBase {
  kind: 'person';
  displayName: string;
  email: string;
  avatarUrl: string;
  verified: boolean;
  locale: string;
  joinedAt: string;
  plan: string;
  credits: number;
  referralCode: string;
  timezone: string;
}

interface TeamAccount extends AccountBase {
  kind: 'team';
  seats: number;
}

export type Account = PersonAccount | TeamAccount;
