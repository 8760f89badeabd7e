/**
 * The sales-chat widget's loader script comes from its provider (SPEC §7) and is fetched
 * only when the visitor asks for the chat (`data-sales-chat` + `data-sales-chat-src`), once.
 */
export type ScriptInjector = (src: string) => Promise<void>;

/** Loads each script URL at most once; a failed load may be retried. */
export function createScriptLoader(inject: ScriptInjector): (src: string) => Promise<void> {
  const loads = new Map<string, Promise<void>>();
  return (src) => {
    let load = loads.get(src);
    if (!load) {
      load = inject(src).catch((error: unknown) => {
        loads.delete(src);
        throw error;
      });
      loads.set(src, load);
    }
    return load;
  };
}

/** Only https URLs (or same-origin paths) may be loaded as the provider's script. */
export function isAllowedScriptSrc(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return url.protocol === 'https:' || url.origin === origin;
  } catch {
    return false;
  }
}

/** A classic async script element; under CSP strict-dynamic the entry may add it. */
export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.salesChat = 'loader';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`sales chat failed to load`));
    };
    document.head.appendChild(script);
  });
}

export const loadSalesChat = createScriptLoader(injectScript);

/** Fired on window once the provider's loader has run. */
export const salesChatLoadedEvent = 'caravan:sales-chat-loaded';
