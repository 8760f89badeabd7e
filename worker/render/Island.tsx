import type { ComponentType } from 'react';
import { islandAttr, islandPropsAttr } from '../../shared/boot';
import { islandComponents, type IslandName, type IslandProps } from '../../client/islands/components.generated';

interface Props<N extends IslandName> {
  /** The island module's name in client/islands/ (the registry is generated from that folder). */
  name: N;
  /** The island component's props, typed from its module. */
  props: IslandProps<N> & object;
  /** Render as an inline element (inside text or flex rows). */
  inline?: boolean;
}

/**
 * Server side of an island: renders the component to HTML and writes only its name and
 * JSON props, which client/entry.tsx reads to hydrate it.
 */
export function Island<N extends IslandName>({ name, props, inline }: Props<N>) {
  // Indexing by a generic name gives the union of all components: this one takes IslandProps<N>.
  const Component = islandComponents[name] as ComponentType<IslandProps<N> & object>;
  const Tag = inline ? 'span' : 'div';
  const attrs = { [islandAttr]: name, [islandPropsAttr]: JSON.stringify(props) };
  return (
    <Tag className="island" {...attrs}>
      <Component {...props} />
    </Tag>
  );
}
