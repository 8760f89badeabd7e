import type { ComponentType, ReactNode } from 'react';
import { hydrateAttr, islandAttr, islandPropsAttr, renderAttr, type Hydration } from '../../shared/boot';
import { islandComponents, type IslandName, type IslandProps } from '../../client/islands/components.generated';
import { islandHydration, islandModals, islandRendering } from '../../client/islands/meta.generated';
import { usePage } from './PageContext';
import { serializeForScript } from './serialize';

interface Props<N extends IslandName> {
  /** The island module's name in client/islands/ (the registry is generated from that folder). */
  name: N;
  /** The island component's props, typed from its module. */
  props: IslandProps<N> & object;
  /** Render as an inline element (inside text or flex rows). */
  inline?: boolean;
  /** When it hydrates, if not as its module declares (shared/boot.ts `Hydration`). */
  hydrate?: Hydration;
  /**
   * What the page holds in place of an island the client renders (shared/boot.ts `Rendering`):
   * its room, and what a visitor without JavaScript reads instead.
   */
  placeholder?: ReactNode;
}

/**
 * Server side of an island: renders the component to HTML and writes its name, when it
 * hydrates and (in a JSON script just before it) its props, which client/entry.ts reads. An island the URL's `?modal=` opens hydrates
 * at once. The page ships the copy of the islands that hydrate without a tap (./islandCopy.ts).
 * An island its module leaves to the client is not rendered here: its `placeholder` is.
 */
export function Island<N extends IslandName>({ name, props, inline, hydrate, placeholder }: Props<N>) {
  const page = usePage();
  // Indexing by a generic name gives the union of all components: this one takes IslandProps<N>.
  const Component = islandComponents[name] as unknown as ComponentType<IslandProps<N> & object>;
  const Tag = inline ? 'span' : 'div';
  const opensNow = page.modal !== null && islandModals[name]?.includes(page.modal);
  const when = opensNow ? 'load' : (hydrate ?? islandHydration[name] ?? 'load');
  const byClient = islandRendering[name] === 'client';
  // The page ships the copy of islands it renders that hydrate by themselves; one waiting for a
  // tap, or rendered by the client later, fetches its own.
  if (when !== 'interaction' && !byClient) page.islands.add(name);
  const attrs = { [islandAttr]: name, [hydrateAttr]: when === 'load' ? undefined : when, [renderAttr]: byClient ? 'client' : undefined };
  const json = serializeForScript(props);
  // Props as JSON in a script, not an attribute: no &quot; for every quote (a third of the bytes).
  // A data block is never run, so CSP has nothing to say about it: no nonce.
  return (
    <>
      {json === '{}' ? null : <script type="application/json" {...{ [islandPropsAttr]: '' }} dangerouslySetInnerHTML={{ __html: json }} />}
      <Tag className="island" {...attrs}>
        {byClient ? placeholder : <Component {...props} />}
      </Tag>
    </>
  );
}
