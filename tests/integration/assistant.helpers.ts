/** Asks the trip assistant through the worker in workerd and reads its NDJSON answer. */
import { SELF } from 'cloudflare:test';
import type { MarketId } from '../../markets/config';
import { hosts } from './helpers';

export interface AssistantLine {
  type: string;
  [key: string]: unknown;
}

export interface AssistantReply {
  status: number;
  headers: Headers;
  lines: AssistantLine[];
  /** The text chunks joined. */
  text: string;
  intent: string | null;
  lang: string | null;
  links: { href: string; label: string; kind: string }[];
  state: Record<string, string> | null;
  handoff: string | null;
  cards: { slug: string; priceFrom: string }[];
  json: unknown;
}

export async function ask(market: MarketId, body: unknown, init: RequestInit = {}): Promise<AssistantReply> {
  const response = await SELF.fetch(`http://${hosts[market]}/api/assistant`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
    headers: { 'content-type': 'application/json', ...((init.headers as Record<string, string> | undefined) ?? {}) },
  });
  const raw = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('ndjson')) {
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      json = raw;
    }
    return { status: response.status, headers: response.headers, lines: [], text: '', intent: null, lang: null, links: [], state: null, handoff: null, cards: [], json };
  }
  const lines = raw.split('\n').filter((line) => line.length > 0).map((line) => JSON.parse(line) as AssistantLine);
  const meta = lines.find((line) => line.type === 'meta');
  return {
    status: response.status,
    headers: response.headers,
    lines,
    text: lines.filter((line) => line.type === 'text').map((line) => line.text as string).join(''),
    intent: (meta?.intent as string | undefined) ?? null,
    lang: (meta?.lang as string | undefined) ?? null,
    links: (lines.find((line) => line.type === 'links')?.links as AssistantReply['links'] | undefined) ?? [],
    state: (lines.find((line) => line.type === 'state')?.state as Record<string, string> | undefined) ?? null,
    handoff: (lines.find((line) => line.type === 'handoff')?.reason as string | undefined) ?? null,
    cards: (lines.find((line) => line.type === 'cards')?.travels as AssistantReply['cards'] | undefined) ?? [],
    json: null,
  };
}
