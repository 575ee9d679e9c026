import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorCodeOf, isDomainError, isValidationError } from '../../core/domain';
import { returnPathIn } from '../../core/policies/returnPath';
import type { SocialProvider } from '../../core/domain';
import { REGISTER_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { useUseCases } from '../hooks/UseCasesContext';
import { AuthFormStore, readAuthDraft, type AuthField, type AuthMode } from './AuthFormStore';
import { boundariesHydrating } from '../components/hydration';
import { useEarlyChoice } from '../hooks/EarlyInput';
import { draftKey, formDraft } from '../stores/sessionDrafts';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { useDocumentTitle } from '../components/PageContainer';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useSession } from '../stores/SessionContext';
import { texts, signInErrorText, validationText } from '../texts';
import { PasswordToggle } from './PasswordToggle';
import { authTexts } from './texts';
import { Link } from '../components/Link';

const t = authTexts;

type Busy = null | 'submit' | 'reset' | SocialProvider;

/* ---------- layout ---------- */

const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'intro' 'form' 'points';

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
    gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
    grid-template-columns: minmax(0, 1fr) minmax(340px, 440px);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'intro form' 'points form';
    align-items: start;
  }

  ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xxxl}`};
    grid-template-columns: minmax(0, 1fr) 460px;
  }
`;

const Intro = styled.section`
  grid-area: intro;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    padding-top: ${({ theme }) => theme.space.xl};
  }
`;

const Eyebrow = styled.p`
  align-self: flex-start;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }

  ${({ theme }) => theme.media.desktop} {
    font-size: 3rem;
  }
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  max-width: 34em;
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled.ul`
  grid-area: points;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Point = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const PointIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const PointTitle = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const PointBody = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormCard = styled(Card)`
  grid-area: form;
  gap: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled.button`
  min-height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const PanelHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space.xs};
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 4px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:disabled {
    opacity: 0.55;
  }
`;

const PrivacyNote = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.divider};
  }
`;

const Social = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

function GoogleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19v-6.1h2.1l.3-2.4h-2.4V9c0-.7.2-1.2 1.2-1.2h1.3V5.6c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.8H8.7v2.4h2.1V19h2.6z"
      />
    </svg>
  );
}

/* ---------- page ---------- */

/**
 * Auth (route /): login and register tabs (spec 2 Auth page). Validation follows core (spec 5)
 * and shows under each field; server errors are mapped by errorText (spec 8). What was typed
 * stays when switching tabs or after an error.
 */
const AuthPage = observer(function AuthPage() {
  useDocumentTitle(t.documentTitle);
  const useCases = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  // A member page opened signed out (a shared link) waits in ?next= for after sign-in.
  const returnPath = returnPathIn(useLocation().search);
  /** Where a sign-in goes: onboarding first, else the page the visitor asked for, else Home. */
  const destination = (nextPath: string) => (nextPath === '/home' && returnPath ? returnPath : nextPath);
  const toast = useToast();
  const baseId = useId().replace(/:/g, '');
  const loginTabRef = useRef<HTMLButtonElement>(null);
  const registerTabRef = useRef<HTMLButtonElement>(null);

  const [form] = useState(() => new AuthFormStore(formDraft(draftKey('auth', ''), readAuthDraft)));
  useEffect(() => {
    const hydrating = boundariesHydrating();
    if (hydrating) void hydrating.then(form.restoreKept);
    else form.restoreKept();
  }, [form]);
  useEarlyChoice('mode', (chosen) => {
    if (chosen === 'login' || chosen === 'register') form.setMode(chosen);
  });
  const fieldRefs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The error says the email is registered already: it offers to sign in with it. */
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  const { mode, values, errors } = form;

  const tabId = (m: AuthMode) => `${baseId}-tab-${m}`;
  const panelId = `${baseId}-panel`;

  /** Keyboard and screen-reader users land on the first field that needs fixing. */
  const focusFirstInvalid = () => {
    const field = form.firstInvalid;
    if (field) fieldRefs.current[field]?.focus();
  };

  /** The props that bind a field to the form: value, change, ref, message. */
  const bind = (field: AuthField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, event.target.value),
    ref: (el: HTMLInputElement | null) => {
      fieldRefs.current[field] = el;
    },
    error: errors[field],
  });

  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    form.setMode(next);
    setServerError(null);
    setNotice(null);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const next: AuthMode =
      event.key === 'Home' ? 'login' : event.key === 'End' ? 'register' : mode === 'login' ? 'register' : 'login';
    switchMode(next);
    (next === 'login' ? loginTabRef : registerTabRef).current?.focus();
  };

  /** Shows an error; if the member is signed in anyway (e.g. documents failed), it outlives the page. */
  const showError = (error: unknown) => {
    if (isValidationError(error)) {
      for (const [field, code] of Object.entries(error.fields)) {
        if (field === 'name' || field === 'email' || field === 'password') {
          form.setError(field, validationText(code, field, REGISTER_FIELD_LIMITS));
        }
      }
      focusFirstInvalid();
      return;
    }
    const message = signInErrorText(error);
    setServerError(message);
    setAlreadyRegistered(errorCodeOf(error) === 'auth/email-already-in-use');
    if (useCases.auth.currentSession()) toast.error(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy !== null) return;
    if (!form.submit()) {
      focusFirstInvalid();
      return;
    }
    const { name, email, password } = values;
    setServerError(null);
    setNotice(null);
    setBusy('submit');
    try {
      await session.runAuthAction(async () => {
        const outcome =
          mode === 'register'
            ? await useCases.auth.register(name, email, password)
            : await useCases.auth.login(email, password);
        if ('confirmEmailSentTo' in outcome) {
          // No session until the link in the mail is opened: the 登入 tab waits, with what was typed.
          switchMode('login');
          setNotice(t.confirmEmailSent(outcome.confirmEmailSentTo));
          return;
        }
        await session.whenSignedIn(outcome.session.uid);
        form.signedIn();
        if (mode === 'register') toast.success(t.registerSuccess);
        navigate(destination(outcome.nextPath), { replace: true });
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const onSocial = async (provider: SocialProvider) => {
    setServerError(null);
    setNotice(null);
    setBusy(provider);
    try {
      await session.runAuthAction(async () => {
        const outcome = await useCases.auth.signInWithProvider(provider);
        await session.whenSignedIn(outcome.session.uid);
        form.signedIn();
        navigate(destination(outcome.nextPath), { replace: true });
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const onForgotPassword = async () => {
    setServerError(null);
    setNotice(null);
    form.clearErrors();
    const email = values.email.trim();
    if (email === '') {
      form.setError('email', t.resetNeedsEmail);
      fieldRefs.current.email?.focus();
      return;
    }
    setBusy('reset');
    try {
      await useCases.auth.requestPasswordReset(email);
      setNotice(t.resetSent(email));
    } catch (error) {
      const invalidEmail =
        (isDomainError(error) && error.code === 'auth/invalid-email') ||
        (isValidationError(error) && Object.values(error.fields).includes('email_invalid'));
      if (invalidEmail) {
        form.setError('email', t.resetInvalidEmail);
        fieldRefs.current.email?.focus();
      } else setServerError(signInErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  const isRegister = form.isRegister;
  const anyBusy = busy !== null;

  return (
    <Page>
      <Intro aria-labelledby={`${baseId}-hero`}>
        <Eyebrow>{t.heroEyebrow}</Eyebrow>
        <HeroTitle id={`${baseId}-hero`}>
          <Highlight>{texts.common.brand}</Highlight>
          <br />
          {t.heroTitle}
        </HeroTitle>
        <Lead>{t.heroLead}</Lead>
      </Intro>

      <FormCard as="section" aria-label={t.tabsLabel}>
        <TabList role="tablist" aria-label={t.tabsLabel}>
          {(['login', 'register'] as const).map((m) => (
            <Tab
              key={m}
              ref={m === 'login' ? loginTabRef : registerTabRef}
              type="button"
              name="mode"
              value={m}
              role="tab"
              id={tabId(m)}
              aria-selected={mode === m}
              aria-controls={panelId}
              tabIndex={mode === m ? 0 : -1}
              onClick={() => switchMode(m)}
              onKeyDown={onTabKeyDown}
            >
              {m === 'login' ? t.loginTab : t.registerTab}
            </Tab>
          ))}
        </TabList>

        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(mode)}>
          <PanelHeading>
            <h2>{isRegister ? t.registerHeading : t.loginHeading}</h2>
            <p>{isRegister ? t.registerLead : t.loginLead}</p>
          </PanelHeading>

          {returnPath && !serverError && !notice ? <InlineNotice tone="info">{t.signInToContinue}</InlineNotice> : null}
          {serverError ? (
            <ErrorBox
              onRetry={
                alreadyRegistered && isRegister
                  ? () => {
                      switchMode('login');
                      fieldRefs.current.password?.focus();
                    }
                  : undefined
              }
              retryLabel={t.signInInstead}
            >
              {serverError}
            </ErrorBox>
          ) : null}
          {notice ? <InlineNotice tone="success">{notice}</InlineNotice> : null}

          <Form noValidate onSubmit={onSubmit}>
            {isRegister ? (
              <TextField
                label={t.name}
                required
                autoComplete="name"
                placeholder={t.namePlaceholder}
                maxChars={REGISTER_FIELD_LIMITS.name}
                {...bind('name')}
              />
            ) : null}
            <TextField
              label={t.email}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t.emailPlaceholder}
              {...bind('email')}
            />
            <TextField
              label={t.password}
              required
              type={showPassword ? 'text' : 'password'}
              autoComplete={isRegister ? 'new-password' : 'current-password'}
              hint={isRegister ? t.passwordHint : undefined}
              {...bind('password')}
              trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
            />
            {isRegister ? null : (
              <ForgotRow>
                <LinkButton type="button" onClick={onForgotPassword} disabled={anyBusy}>
                  {busy === 'reset' ? texts.common.processing : t.forgotPassword}
                </LinkButton>
              </ForgotRow>
            )}
            <Button type="submit" size="lg" fullWidth loading={busy === 'submit'} disabled={anyBusy}>
              {isRegister ? t.registerSubmit : t.loginSubmit}
            </Button>
            {isRegister ? (
              <PrivacyNote>
                {t.privacyBefore}
                <Link to="/privacy">{t.privacyLink}</Link>
                {t.privacyAfter}
              </PrivacyNote>
            ) : null}
          </Form>

          <Divider>{t.orContinueWith}</Divider>
          <Social>
            <Button
              variant="secondary"
              fullWidth
              icon={<GoogleIcon />}
              loading={busy === 'google'}
              disabled={anyBusy}
              onClick={() => onSocial('google')}
            >
              {isRegister ? t.googleRegister : t.google}
            </Button>
            <Button
              variant="secondary"
              fullWidth
              icon={<FacebookIcon />}
              loading={busy === 'facebook'}
              disabled={anyBusy}
              onClick={() => onSocial('facebook')}
            >
              {isRegister ? t.facebookRegister : t.facebook}
            </Button>
          </Social>
        </Panel>
      </FormCard>

      <Points>
        {t.heroPoints.map((point, index) => (
          <Point key={point.title}>
            <PointIcon aria-hidden="true">{index + 1}</PointIcon>
            <div>
              <PointTitle>{point.title}</PointTitle>
              <PointBody>{point.body}</PointBody>
            </div>
          </Point>
        ))}
      </Points>
    </Page>
  );
});

export default AuthPage;
