import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorBox } from '../components/ErrorBox';
import { PageContainer, PageHeader, SectionTitle } from '../components/PageContainer';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { downloadJson } from './downloadJson';
import { MyDataStore } from './MyDataStore';
import { myDataTexts } from './texts';
import { Link } from '../components/Link';

const t = myDataTexts;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Block = styled(Card)`
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin-bottom: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DangerBlock = styled(Block)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Removed = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: 1.25em;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  > div {
    align-self: stretch;
  }
`;

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** My data (/my-data): download everything as JSON, or delete the account after typing the word. */
const MyDataPage = observer(function MyDataPage() {
  const useCases = useUseCases();
  const navigate = useNavigate();
  const toast = useToast();
  const [store] = useState(() => new MyDataStore(useCases, (data) => downloadJson(data, t.fileName(today()))));

  const onDownload = async () => {
    if (await store.download()) toast.success(t.downloaded);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.deleteAccount()) navigate('/account-deleted', { replace: true });
  };

  return (
    <PageContainer $width="narrow">
      <PageHeader
        title={t.title}
        description={
          <>
            {t.lead} <Link to="/privacy">{t.privacyLink}</Link>
          </>
        }
      />
      <Stack>
        <Block as="section" aria-labelledby="my-data-download">
          <SectionTitle id="my-data-download">{t.downloadHeading}</SectionTitle>
          <p>{t.downloadBody}</p>
          {store.downloadError ? <ErrorBox onRetry={onDownload}>{store.downloadError}</ErrorBox> : null}
          <div>
            <Button variant="secondary" onClick={onDownload} loading={store.downloading} loadingText={t.downloading}>
              {t.download}
            </Button>
          </div>
        </Block>

        <DangerBlock as="section" aria-labelledby="my-data-delete">
          <SectionTitle id="my-data-delete">{t.deleteHeading}</SectionTitle>
          <p>{t.deleteBody}</p>
          <Removed>
            {t.removed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Removed>
          <Muted>{t.keptNote}</Muted>
          <Form onSubmit={onDelete} noValidate>
            <TextField
              label={t.confirmLabel}
              hint={t.confirmHint}
              autoComplete="off"
              value={store.confirmation}
              onChange={(e) => store.setConfirmation(e.target.value)}
              error={store.confirmationError ?? undefined}
            />
            {store.deleteError ? <ErrorBox>{store.deleteError}</ErrorBox> : null}
            <Button type="submit" variant="danger" loading={store.deleting} loadingText={t.deleting}>
              {t.delete}
            </Button>
          </Form>
        </DangerBlock>
      </Stack>
    </PageContainer>
  );
});

export default MyDataPage;
