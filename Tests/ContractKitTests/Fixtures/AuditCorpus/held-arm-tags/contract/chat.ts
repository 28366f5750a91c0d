// A chat service whose assistant turns hold blocks: a call to a tool, or the tool's answer.

export interface ToolCallPart {
  type: 'tool_call';
  callId: string;
  tool: string;
}

export interface ToolAnswerPart {
  type: 'tool_answer';
  callId: string;
  output: string;
  failed?: boolean;
}

export type AssistantPart = ToolCallPart | ToolAnswerPart;

/** One part, or several. */
export interface AssistantTurn {
  id: string;
  content: AssistantPart | AssistantPart[];
}
