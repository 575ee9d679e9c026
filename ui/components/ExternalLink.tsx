import type { ReactNode } from 'react';
import { isSafeHttpUrl, isSitePath } from '../../core/validation/url';
import { texts } from '../texts';
import { VisuallyHidden } from './VisuallyHidden';
import { Link } from './Link';

export interface ExternalLinkProps {
  href: string | null | undefined;
  children?: ReactNode;
  className?: string;
  /** Leave out the screen-reader hint （在新分頁開啟）. */
  noNewTabHint?: boolean;
}

/**
 * A link a member or an admin typed: an http(s) URL leaves the site (new tab, rel=noopener
 * noreferrer); a path of this site opens here; anything else (javascript:, data:, …) is shown
 * as plain, inert text.
 */
export function ExternalLink({ href, children, className, noNewTabHint = false }: ExternalLinkProps) {
  const url = typeof href === 'string' ? href.trim() : '';
  const content = children ?? url;
  if (isSitePath(url)) {
    return (
      <Link to={url} className={className}>
        {content}
      </Link>
    );
  }
  if (!isSafeHttpUrl(url)) return <span className={className}>{content}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      {noNewTabHint ? null : <VisuallyHidden>{texts.common.opensInNewTab}</VisuallyHidden>}
    </a>
  );
}
