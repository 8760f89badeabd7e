import type { ComponentType } from 'react';
import { islandAttr, islandPropsAttr } from '../../shared/boot';
import type { IslandName } from '../../client/islands/names';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Render as an inline element (inside text or flex rows). */
  inline?: boolean;
}

/**
 * Server side of an island: renders the component to HTML and writes only its name and
 * JSON props, which client/entry.tsx reads to hydrate it.
 */
export function Island<P extends object>({ name, component: Component, props, inline }: IslandProps<P>) {
  const Tag = inline ? 'span' : 'div';
  const attrs = { [islandAttr]: name, [islandPropsAttr]: JSON.stringify(props) };
  return (
    <Tag className="island" {...attrs}>
      <Component {...props} />
    </Tag>
  );
}
