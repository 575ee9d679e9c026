import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PrerenderedContentProvider, type PrerenderedContent } from '../hooks/PrerenderedContent';

const NO_CONTENT: PrerenderedContent = {};

/**
 * Gives the pages the content the prerendered page was built with, for as long as the person
 * stays at the address it was built for: the page hydrates with it and, once the session is
 * known, opens with it (then reads the backend). Once they leave that address, every page reads
 * the backend only, so the build's copy never shows again.
 */
export function PrerenderedContentScope({
  content = NO_CONTENT,
  children,
}: {
  content?: PrerenderedContent;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [builtFor] = useState(pathname);
  const [left, setLeft] = useState(false);
  if (!left && pathname !== builtFor) setLeft(true);
  return (
    <PrerenderedContentProvider value={left || pathname !== builtFor ? NO_CONTENT : content}>
      {children}
    </PrerenderedContentProvider>
  );
}
