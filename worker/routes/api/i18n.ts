/**
 * GET /api/i18n?ns=alerts,wishlist — the market language's copy of these namespaces, for an
 * island that arrives after load (a region swapped in) whose copy the page did not ship
 * (client/hydrate.tsx). Only names the client may ask for: the islands' and the entry's
 * namespaces, never email or server-only copy. Cacheable: copy changes with a deploy.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { entryNamespaces, islandNamespaces } from '../../../client/islands/meta.generated';
import { assistantCopyNamespace } from '../../../shared/assistantHandoff';
import type { Resources } from '../../../markets/locales/en';
import type { AppEnv } from '../../context';
import { pickNamespaces } from '../../render/islandCopy';

export const i18nApi = new Hono<AppEnv>();

// The chatbot modal's copy too: its lazy chunk asks for it when it first opens (client/ui/ChatbotModal.tsx).
const clientNamespaces = new Set([...entryNamespaces, ...Object.values(islandNamespaces).flat(), assistantCopyNamespace]);

const query = z.object({
  ns: z
    .string()
    .max(400)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-zA-Z0-9]{1,40}$/)).min(1).max(30)),
});

i18nApi.get(
  '/i18n',
  async (c, next) => {
    c.set('routeName', 'api:i18n');
    await next();
  },
  zValidator('query', query, (result, c) =>
    result.success ? undefined : c.json({ success: false, error: { message: 'Give ns: 1 to 30 namespace names, comma separated' } }, 400),
  ),
  (c) => {
    const market = c.get('market');
    const bundle = c.get('i18n').getResourceBundle(market.language, 'translation') as Resources;
    const names = c.req.valid('query').ns.filter((name) => clientNamespaces.has(name));
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Host');
    return c.json(pickNamespaces(bundle, names));
  },
);
