import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';
import type { To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: an `<a>` with the page's address, whose plain left click moves
 * in the router (a modified click, or another target, stays the browser's). React Router's own
 * `<Link>` adds framework-mode features this app does not use (prefetching, route discovery,
 * view transitions) to every route's first load; `useLinkClickHandler` is the hook React Router
 * offers for links of one's own, with its `<Link>`'s click behaviour.
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/**
 * A navigation entry: a Link that carries aria-current="page" while its page, or a page under
 * it, is open (`/admin/users` for `/admin/users/…`), as React Router's NavLink marks it.
 */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  const { pathname: target } = useResolvedPath(props.to);
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const current = pathname === target || (pathname.startsWith(target) && pathname.charAt(end) === '/');
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
