import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { RouteName } from '../../markets/paths';
import { fragmentHeader, type FragmentName } from '../../shared/fragment';
import type { AppEnv } from '../context';
import type { Layout as LayoutData } from '../data/types';
import { renderHtmlStream } from './htmlStream';
import { leftOrThrow, onRenderError, renderSignal, visitorLeft } from './abort';
import { PageProviders } from './PageProviders';
import { pageContextValue } from './render';

export interface FragmentInput {
  name: FragmentName;
  routeName: RouteName;
  /** The page's full document title: the client sets it after the swap. */
  title: string;
  layout: LayoutData | null;
  children: ReactNode;
}

/**
 * One region of a page without its document and layout, for an in-place update: the page's
 * own view under the same providers, preceded by its `<title>`. Never cached (no-store), and
 * it says which fragment it is so the client can tell it from a full page a proxy answered.
 */
export async function renderFragment(c: Context<AppEnv>, input: FragmentInput): Promise<Response> {
  const page = pageContextValue(c, input.routeName, input.layout);
  const tree = (
    <PageProviders c={c} page={page}>
      <title>{input.title}</title>
      {input.children}
    </PageProviders>
  );
  const stream = await renderHtmlStream(tree, { signal: renderSignal(c), onError: onRenderError(c, 'fragment render error') }).catch(leftOrThrow(c));
  // Whole before it is sent: the client swaps it in one go, and a render error must not reach it half-done.
  if (!stream || !(await stream.allReady.then(() => true, leftOrThrow(c)))) return visitorLeft(c);
  return c.body(stream.body, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    [fragmentHeader]: input.name,
  });
}
