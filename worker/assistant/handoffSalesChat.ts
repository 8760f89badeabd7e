/**
 * The sales-chat provider's configuration (SPEC §7, issue 31): SALES_CHAT_LOADER_URL and
 * SALES_CHAT_ID. Both set and the URL an https one (or http on this machine, for a local fake
 * provider) → the provider is on: the chatbot modal loads its loader for a visitor who gave
 * marketing consent, and the page's CSP names the loader's origin (worker/middleware/security.ts).
 * Anything else → off, and the CSP stays as it was.
 */
export interface SalesChatConfig {
  src: string;
  origin: string;
  id: string;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

export function salesChatConfig(env: Partial<Pick<Env, 'SALES_CHAT_LOADER_URL' | 'SALES_CHAT_ID'>> | undefined): SalesChatConfig | null {
  const src = env?.SALES_CHAT_LOADER_URL?.trim() ?? '';
  const id = env?.SALES_CHAT_ID?.trim() ?? '';
  if (!src || !id || id.length > 200) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname));
  if (!secure || url.username || url.password) return null;
  return { src: url.href, origin: url.origin, id };
}
