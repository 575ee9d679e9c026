import type { ReactNode } from 'react';
import { isSafeHttpUrl } from '../../core/validation/url';
import { texts } from '../texts';
import { VisuallyHidden } from './VisuallyHidden';

export interface ExternalLinkProps {
  href: string | null | undefined;
  children?: ReactNode;
  className?: string;
  /** Leave out the screen-reader hint （在新分頁開啟）. */
  noNewTabHint?: boolean;
}

/**
 * A link that leaves the site: only http(s) URLs become links (new tab, rel=noopener
 * noreferrer); anything else (javascript:, data:, …) is shown as plain, inert text.
 */
export function ExternalLink({ href, children, className, noNewTabHint = false }: ExternalLinkProps) {
  const url = typeof href === 'string' ? href.trim() : '';
  const content = children ?? url;
  if (!isSafeHttpUrl(url)) return <span className={className}>{content}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      {noNewTabHint ? null : <VisuallyHidden>{texts.common.opensInNewTab}</VisuallyHidden>}
    </a>
  );
}
