/** The trip assistant's request and answer shapes (POST /api/assistant, worker/routes/api/assistant.ts). */
import { z } from 'zod';
import type { Intent } from './intents';

export const maxMessageChars = 1000;
export const maxHistoryItems = 20;
export const maxHistoryChars = 4000;

const reference = z.string().trim().max(200);

export const assistantRequestSchema = z.object({
  message: z.string().trim().min(1).max(maxMessageChars),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), text: z.string().max(maxHistoryChars) }))
    .max(maxHistoryItems)
    .optional(),
  context: z.object({ travel: reference.optional(), tour: reference.optional(), page: z.string().trim().max(40).optional() }).optional(),
  state: z
    .object({ travel: reference.optional(), tour: reference.optional(), month: z.string().regex(/^\d{4}-\d{2}$/).optional() })
    .optional(),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export type LinkKind = 'trip' | 'tour' | 'faq' | 'dossier' | 'search' | 'page';
export interface AnswerLink {
  href: string;
  label: string;
  kind: LinkKind;
}

export interface TripCard {
  id: number;
  slug: string;
  title: string;
  href: string;
  image: string | null;
  priceFrom: string;
  days: number;
}

export interface AssistantState {
  travel?: string;
  tour?: string;
  month?: string;
}

/** One answer, before it is streamed: the text and what it was built from. */
export interface Answer {
  intent: Intent;
  text: string;
  /** Every figure, date and name the text may contain (the model's answer is checked against them). */
  facts: string[];
  links: AnswerLink[];
  cards?: TripCard[];
  suggestions?: string[];
  state: AssistantState;
  handoff?: 'asked' | 'unknown';
}
