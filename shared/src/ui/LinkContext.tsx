import {
  type ComponentPropsWithRef,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/** How the kit renders links: a plain `<a>` unless the app supplies its router's link. */
export type LinkComponent = ComponentType<LinkProps> | 'a';

const LinkContext = createContext<LinkComponent>('a');

/**
 * Let kit links (ListRow, LinkTabs, ...) navigate with the app's router: pass a component that
 * takes `href` and renders an `<a>`, e.g. one wrapping react-router's `Link to={href}`.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
