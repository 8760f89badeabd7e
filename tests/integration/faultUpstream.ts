// The upstream catalogue API at the network edge, for outage tests: the worker's own outbound
// fetch() to `base` is answered here and nothing else is mocked. Healthy, it forwards to this
// worker's real /api contract (D1); faulty, it answers 500, hangs 10 s, sends malformed JSON or
// the wrong shape, or drops the connection, like a broken server would.
import { SELF } from 'cloudflare:test';
import { vi } from 'vitest';
import { markets, type MarketId } from '../../markets/config';

export const upstreamFaults = ['500', 'hang', 'malformed', 'shape', 'reset'] as const;
export type UpstreamFault = (typeof upstreamFaults)[number];

let instances = 0;

export class FaultUpstream {
  /** The fault answered now; null: healthy. */
  fault: UpstreamFault | null = null;
  /** Only calls whose path matches are faulty (null: every call). */
  only: RegExp | null = null;
  /** Every call received, as `METHOD /path` (without the market segment). */
  readonly calls: string[] = [];
  /** API_BASE_URL for the worker; a host of its own, so cached answers never leak between tests. */
  readonly base: string;
  private readonly host: string;

  constructor() {
    this.host = `u${++instances}-${Date.now()}.upstream.test`;
    this.base = `https://${this.host}/{market}`;
  }

  /** Answers the worker's outbound calls to this upstream (vi.restoreAllMocks() removes it). */
  install(): this {
    // fetch may already be a mock answering other hosts (the account tests' identity provider, another
    // upstream): spying again returns that same mock, so its implementation is kept for those hosts.
    const current = globalThis.fetch;
    const realFetch = (vi.isMockFunction(current) ? current.getMockImplementation() : undefined) ?? current;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = input instanceof Request && init === undefined ? input : new Request(input as RequestInfo, init);
      return new URL(request.url).host === this.host ? this.answer(request) : realFetch(input as RequestInfo, init);
    });
    return this;
  }

  /** Calls of one path received so far. */
  count(path: string): number {
    return this.calls.filter((call) => call.split(' ')[1] === path).length;
  }

  private async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const [, marketId, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    this.calls.push(`${request.method} ${path}`);
    const fault = this.only && !this.only.test(path) ? null : this.fault;
    switch (fault) {
      case null: {
        const market = markets[marketId as MarketId];
        return SELF.fetch(new Request(`http://${market.localHost}/api${path}${url.search}`, request));
      }
      case '500':
        return new Response('Internal Server Error', { status: 500 });
      case 'hang':
        // Answers after 10 s, unless the worker gives up first (its timeout aborts the call).
        return new Promise((resolve, reject) => {
          const late = setTimeout(() => resolve(Response.json({ success: true, data: null })), 10_000);
          request.signal.addEventListener('abort', () => {
            clearTimeout(late);
            reject(request.signal.reason);
          });
        });
      case 'malformed':
        return new Response('{"success":true,"data":{"header":', { status: 200, headers: { 'content-type': 'application/json' } });
      case 'shape':
        return Response.json({ success: true, data: { items: 'none' }, currentPage: 'first', lastPage: null });
      case 'reset':
        // What workerd's fetch() gives when the peer resets the connection.
        throw new Error('Network connection lost.');
    }
  }
}
