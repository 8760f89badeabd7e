/** The Cache API's two calls the cache layers use (match, put), over a Map: Node has no caches.default. */
export function memoryCache(): Cache {
  const stored = new Map<string, Response>();
  return {
    match: async (key: RequestInfo | URL) => stored.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => void stored.set(String(key), response.clone()),
  } as unknown as Cache;
}
