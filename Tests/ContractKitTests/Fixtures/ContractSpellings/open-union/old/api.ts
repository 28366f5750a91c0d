export interface CreateMessageResult {
  model: string;
  stopReason?: 'endTurn' | 'stopSequence' | 'maxTokens' | string;
}
