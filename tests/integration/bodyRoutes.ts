/** The app's routes that take a request body, as the body-limit and hostile-corpus tests send them. */
import { createApp } from '../../worker/app';

/** A path of a route pattern: `:id{[0-9]+}` → 1, `:method{tours|travels}` → tours, `:name` → x. */
function samplePath(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== ':') {
      out += pattern[i] === '*' ? 'x' : pattern[i];
      continue;
    }
    let j = i + 1;
    while (j < pattern.length && /\w/.test(pattern[j]!)) j++;
    let regex = '';
    if (pattern[j] === '{') {
      let depth = 0;
      const start = j;
      for (; j < pattern.length; j++) {
        if (pattern[j] === '{') depth++;
        if (pattern[j] === '}' && --depth === 0) break;
      }
      regex = pattern.slice(start + 1, j);
      j++;
    }
    out += /^[a-z|-]+$/.test(regex) ? regex.split('|')[0] : /0-9|\\d/.test(regex) ? '1' : 'x';
    i = j - 1;
  }
  return out;
}

/** Every method + path that can carry a body, as registered in the worker's app (sub-apps included). */
export const bodyRoutes: [string, string][] = [
  ...new Set(
    createApp()
      .routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${samplePath(route.path)}`),
  ),
].map((line) => line.split(' ') as [string, string]);
