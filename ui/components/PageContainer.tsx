import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { texts } from '../texts';

/** Sets document.title to `<title>｜共創夥伴` while mounted. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = texts.common.documentTitle(title);
  }, [title]);
}

export type PageWidth = 'narrow' | 'default' | 'wide';

/** The page's content column inside <main>: centred, padded, phone first. */
export const PageContainer = styled.div<{ $width?: PageWidth }>`
  width: 100%;
  max-width: ${({ theme, $width = 'default' }) => ($width === 'narrow' ? theme.layout.narrowWidth : $width === 'wide' ? '1440px' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const H1 = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
`;

export interface PageTitleProps {
  children: ReactNode;
  /** document.title (before ｜共創夥伴); defaults to the children when they are a string. */
  documentTitle?: string;
  className?: string;
}

/** The page's one <h1>; also sets document.title. */
export function PageTitle({ children, documentTitle, className }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : ''));
  return <H1 className={className}>{children}</H1>;
}

const HeaderRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const PageLead = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header row. */
  actions?: ReactNode;
  /** Small text above the title (e.g. a section name). */
  eyebrow?: ReactNode;
  /** document.title when it is not the heading (a page's state that keeps the route's title). */
  documentTitle?: string;
}

/** Title (h1, document.title), one-line description and actions. */
export function PageHeader({ title, description, actions, eyebrow, documentTitle }: PageHeaderProps) {
  return (
    <HeaderRow>
      <HeaderText>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <PageTitle documentTitle={documentTitle}>{title}</PageTitle>
        {description ? <PageLead>{description}</PageLead> : null}
      </HeaderText>
      {actions ? <Actions>{actions}</Actions> : null}
    </HeaderRow>
  );
}

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A titled block within a page (h2). */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
