/**
 * The person behind the trip assistant (issue 31):
 *
 *   GET  /api/assistant/handoff   {options, hours, openNow, salesChat}
 *        the market's talk-to-us options (phone, WhatsApp, email: the layout's contacts blocks
 *        shown in the talk-to-us modal), the advisors' opening hours in the market's time zone
 *        and whether they are open now, and the sales-chat provider's loader when configured
 *   POST /api/assistant/handoff   JSON {kind, name, email?, phone?, time, includeTranscript, transcript?, context?}
 *        → 200 {ok, emailed}: stored in D1 (the conversation only with consent) and confirmed by
 *        email through the outbox when an address was given.
 *
 * Refusals carry a message in the market's language and the field it is about
 * (`{error, field}`): 400 invalid, 403 cross-site, 413 too large, 429 too many (5 a minute per
 * IP). Same-origin JSON only, as the account APIs. Nothing here is cacheable.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  advisorHours, handoffKinds, handoffLimits, handoffTimes, isOpenAt, isPhoneNumber,
  type HandoffError, type HandoffRequest,
} from '../../../shared/assistantHandoff';
import { isValidEmail } from '../../../shared/validation';
import { clientIp, sameOrigin, withinLimit } from '../../account/request';
import { salesChatConfig } from '../../assistant/handoffSalesChat';
import { storeHandoff } from '../../assistant/handoffStore';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import { handoffEmail } from '../../email/handoffEmail';
import { OutboxSender } from '../../email/sender';
import { log } from '../../log';
import { waitUntilOf } from '../../waitUntil';

type HandoffContext = Context<AppEnv>;

export const assistantHandoffApi = new Hono<AppEnv>();

interface ContactBook {
  value?: unknown;
  label?: unknown;
  title?: unknown;
  description?: unknown;
}

export interface HandoffOption {
  key: string;
  href: string;
  title: string;
  label: string;
  description: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The talk-to-us modal's options (worker/render/TalkToUs.tsx), each once; links to a modal are left out. */
async function contactOptions(c: HandoffContext): Promise<HandoffOption[]> {
  let layout;
  try {
    layout = await catalogueSource(c).layout();
  } catch {
    return [];
  }
  const books = (layout?.contacts.books ?? {}) as Record<string, ContactBook | undefined>;
  const keys = new Set<string>();
  for (const block of layout?.contacts.blocks ?? []) {
    if (block.showTalkToUs !== true || !Array.isArray(block.callToActionList)) continue;
    for (const key of block.callToActionList) if (typeof key === 'string') keys.add(key);
  }
  const options: HandoffOption[] = [];
  for (const key of keys) {
    const book = books[key];
    const href = text(book?.value);
    if (!/^(https:|tel:|mailto:)/i.test(href)) continue;
    options.push({ key, href, title: text(book?.title) || text(book?.label), label: text(book?.label), description: text(book?.description) });
  }
  return options;
}

function named(c: HandoffContext, name: string) {
  c.set('routeName', `api:${name}`);
  c.header('Cache-Control', 'private, no-store');
}

assistantHandoffApi.get('/assistant/handoff', async (c) => {
  named(c, 'assistant-handoff-options');
  const market = c.get('market');
  const hours = advisorHours[market.id];
  const salesChat = salesChatConfig(c.env);
  return c.json({
    options: await contactOptions(c),
    hours,
    openNow: isOpenAt(hours, new Date()),
    salesChat: salesChat ? { src: salesChat.src, id: salesChat.id } : null,
  });
});

/** No markup and no control characters in what goes into an email. */
const plain = (value: string) => !/[<>]/.test(value) && ![...value].some((ch) => ch.charCodeAt(0) < 32);

const requestSchema = z
  .object({
    kind: z.enum(handoffKinds),
    name: z.string().trim().min(1).max(80).refine(plain),
    email: z.string().trim().max(254).refine(isValidEmail).optional(),
    phone: z.string().trim().max(24).refine(isPhoneNumber).optional(),
    time: z.enum(handoffTimes),
    includeTranscript: z.boolean(),
    transcript: z
      .array(z.object({ role: z.enum(['user', 'assistant']), text: z.string().max(handoffLimits.turnChars) }).strict())
      .max(handoffLimits.turns)
      .optional(),
    context: z
      .object({
        travel: z.string().regex(/^[a-z0-9-]{1,120}$/).optional(),
        tour: z.number().int().positive().optional(),
        page: z.string().regex(/^[a-z -]{1,40}$/).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  // A callback needs a phone, an email answer an address.
  .superRefine((value, ctx) => {
    if (value.kind === 'callback' && !value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
    if (value.kind === 'email' && !value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email' });
  });

const statusOf: Record<HandoffError, 400 | 403 | 413 | 429> = {
  name: 400, email: 400, phone: 400, invalid: 400, forbidden: 403, tooLarge: 413, limited: 429,
};

function refuse(c: HandoffContext, field: HandoffError) {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ error: c.get('i18n').t(`assistantUi.request.errors.${field}`), field }, statusOf[field]);
}

const guardOrigin = sameOrigin();

assistantHandoffApi.post(
  '/assistant/handoff',
  async function handoffSameOrigin(c, next) {
    named(c, 'assistant-handoff');
    // Same checks as the account APIs, with the refusal in the visitor's language.
    let passed = false;
    await guardOrigin(c, async () => {
      passed = true;
    });
    if (!passed) return refuse(c, 'forbidden');
    await next();
  },
  bodyLimit({ maxSize: handoffLimits.bodyBytes, onError: (c) => refuse(c, 'tooLarge') }),
  async (c) => {
    const market = c.get('market');
    if (!(await withinLimit(c, 'RATE_LIMIT_ASSISTANT_HANDOFF', `handoff:${clientIp(c)}`))) return refuse(c, 'limited');
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return refuse(c, 'invalid');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refuse(c, 'invalid');
    }
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return refuse(c, field === 'name' || field === 'email' || field === 'phone' ? field : 'invalid');
    }
    const request: HandoffRequest = { ...parsed.data, email: parsed.data.email?.toLowerCase() };
    const stored = await storeHandoff(c.env.DB, market.id, request);
    let emailed = false;
    if (request.email) {
      await new OutboxSender(c.env, waitUntilOf(c)).send(
        handoffEmail({ to: request.email, name: request.name, marketId: market.id, kind: request.kind, phone: request.phone, time: request.time, transcriptKept: stored.transcriptKept }),
      );
      emailed = true;
    }
    // Never the name, address or conversation: only what kind of request it was.
    log('info', 'assistant handoff', { requestId: c.get('requestId'), market: market.id, kind: request.kind, transcript: stored.transcriptKept });
    return c.json({ ok: true, emailed });
  },
);
