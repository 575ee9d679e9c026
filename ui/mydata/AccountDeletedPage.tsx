import { styled } from 'styled-components';
import { ButtonLink } from '../components/Button';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { myDataTexts } from './texts';

const t = myDataTexts;

const Actions = styled.div`
  display: flex;
`;

/** After deleting an account (/account-deleted, public): a plain confirmation; the member is signed out. */
export default function AccountDeletedPage() {
  return (
    <PageContainer $width="narrow">
      <PageHeader title={t.deletedTitle} description={t.deletedBody} />
      <Actions>
        <ButtonLink to="/">{t.deletedBack}</ButtonLink>
      </Actions>
    </PageContainer>
  );
}
