// A climbing partner service: a climber's page says, in one word, where the viewer stands
// with that climber.

export type PartnerState = 'requested' | 'accepted' | 'declined';

export interface Climber {
  id: number;
  name: string;
  grade: string;
  partner: PartnerState;
}
