import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

const Wrapper = styled.div`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.xxxl}`};
  }
`;

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One admin section inside AdminLayout: 管理後台 eyebrow, the h1 (document.title) and its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Wrapper>
      <PageHeader eyebrow={texts.header.admin} title={title} description={description} actions={actions} />
      {children}
    </Wrapper>
  );
}
