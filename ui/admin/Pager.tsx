import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { adminTexts } from './texts/common';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    justify-content: center;
  }
`;

const PageNo = styled.p`
  min-width: 5em;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const End = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface PagerProps {
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  busy: boolean;
  reachedEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 上一頁 / 第 N 頁 / 下一頁 under an admin table; hidden when everything fits one page. */
export function Pager({ label, page, hasPrevious, hasNext, busy, reachedEnd, onPrevious, onNext }: PagerProps) {
  const t = adminTexts.table;
  if (!hasPrevious && !hasNext && !reachedEnd) return null;
  return (
    <>
      <Nav aria-label={label}>
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
          <span aria-hidden="true">‹ </span>
          {t.previous}
        </Button>
        <PageNo aria-live="polite">{t.page(page)}</PageNo>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          {t.next}
          <span aria-hidden="true"> ›</span>
        </Button>
      </Nav>
      {reachedEnd ? <End role="status">{t.noMore}</End> : null}
    </>
  );
}
