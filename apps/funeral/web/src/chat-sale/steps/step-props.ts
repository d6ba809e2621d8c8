import type { ChatChoice, ChatSaleState } from '../chat-sale-state';

/** One answer to the current question. */
export interface ChatAnswer {
  /** The client's bubble in the conversation. */
  text: string;
  /** The state with this answer in it. */
  update?: (state: ChatSaleState) => ChatSaleState;
  /** Add another or Done, for the child questions. */
  choice?: ChatChoice;
  /** A bot message after the answer (the terms' thanks, the child limit). */
  note?: string;
  /** How long the note stays before the next question (funeral.md §9: 2 s, 100 ms). */
  delayMs?: number;
}

export type OnAnswer = (answer: ChatAnswer) => void;

export const YES_NO_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;
