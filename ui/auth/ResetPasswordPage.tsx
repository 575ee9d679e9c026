import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { isValidationError } from '../../core/domain';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { errorText, validationText } from '../texts';
import { PasswordToggle } from './PasswordToggle';
import { authTexts } from './texts';

const t = authTexts;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
`;

/**
 * Where a password-reset link lands (/reset-password, public): on Supabase the link signs the
 * member in, and here they choose the new password. A link that is used up, expired, or that no
 * backend sent (Firebase sets the password on its own page) says so, with the way back.
 */
export default function ResetPasswordPage() {
  const useCases = useUseCases();
  const navigate = useNavigate();
  const toast = useToast();
  // Read once the page runs: the prerendered page knows no session.
  const [pending, setPending] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPending(useCases.auth.passwordResetPending());
  }, [useCases]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setFieldError(undefined);
    try {
      await useCases.auth.completePasswordReset(password);
      toast.success(t.newPasswordSaved);
      navigate('/home', { replace: true });
    } catch (e) {
      if (isValidationError(e) && e.fields.password) setFieldError(validationText(e.fields.password, 'password'));
      else setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (pending === null) return <LoadingState />;
  if (!pending) {
    return (
      <PageContainer $width="narrow">
        <PageHeader
          title={t.resetLinkInvalidTitle}
          description={t.resetLinkInvalidBody}
          documentTitle={t.newPasswordTitle}
        />
        <Actions>
          <ButtonLink to="/">{t.backToSignIn}</ButtonLink>
        </Actions>
      </PageContainer>
    );
  }
  return (
    <PageContainer $width="narrow">
      <PageHeader title={t.newPasswordTitle} description={t.newPasswordLead} />
      <Card>
        <Form onSubmit={submit} noValidate>
          <TextField
            label={t.newPassword}
            name="newPassword"
            required
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            hint={t.passwordHint}
            value={password}
            error={fieldError}
            onChange={(e) => setPassword(e.target.value)}
            trailing={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
          />
          {failure ? <ErrorBox>{failure}</ErrorBox> : null}
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
            {t.newPasswordSubmit}
          </Button>
        </Form>
      </Card>
    </PageContainer>
  );
}
