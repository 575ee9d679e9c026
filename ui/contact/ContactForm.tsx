import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { FeedbackInput } from '../../core/domain';
import { FEEDBACK_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import type { FeedbackField } from '../../core/validation';
import { useUseCases } from '../hooks/UseCasesContext';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { FormFields } from '../components/FormFields';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { useLeaveGuard } from '../components/useLeaveGuard';
import { validationText } from '../texts';
import type { FormDraft } from '../stores/sessionDrafts';
import { ContactFormStore } from './ContactFormStore';
import { contactTexts } from './texts';

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** The answer to a send, focused when it comes (no ring: it is not a control). */
const Result = styled.div`
  &:focus {
    outline: none;
  }
`;

export interface ContactFormProps {
  defaults?: FeedbackInput;
  /** Where the unsent values are kept across a reload (per member). */
  draft?: FormDraft<FeedbackInput>;
}

/** The feedback form (spec 2 Contact, 5, 8): FeedbackUseCases.send. */
export const ContactForm = observer(function ContactForm({ defaults, draft }: ContactFormProps) {
  const t = contactTexts;
  const useCases = useUseCases();
  const [store] = useState(() => new ContactFormStore(defaults, draft));
  useLeaveGuard(
    () => store.dirty,
    () => draft?.clear(),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const baseId = `contact-${useId().replace(/:/g, '')}`;
  const message = (field: FeedbackField): string | undefined => {
    const code = store.errors[field];
    return code ? validationText(code, field, FEEDBACK_FIELD_LIMITS) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await store.submit((input) => useCases.feedback.send(input));
    if (!store.result && store.attempted) focusFirstInvalid(formRef.current);
  };
  // Sent or not, the answer shows above the form, off the screen of a phone: focus takes the
  // member (and a screen reader) there.
  const result = store.result;
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <FormCard>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.formLabel}>
        <Stack>
          {result ? (
            <Result ref={resultRef} tabIndex={-1}>
              {result.tone === 'success' ? (
                <InlineNotice tone="success">{result.text}</InlineNotice>
              ) : (
                <ErrorBox>{result.text}</ErrorBox>
              )}
            </Result>
          ) : null}
          <FormFields disabled={store.sending}>
            <TextField
              id={`${baseId}-name`}
              label={t.name}
              required
              autoComplete="name"
              placeholder={t.namePlaceholder}
              maxChars={FEEDBACK_FIELD_LIMITS.name}
              value={store.values.name}
              onChange={(e) => store.set('name', e.target.value)}
              error={message('name')}
            />
            <TextField
              id={`${baseId}-email`}
              label={t.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              hint={t.emailHint}
              placeholder={t.emailPlaceholder}
              value={store.values.email}
              onChange={(e) => store.set('email', e.target.value)}
              error={message('email')}
            />
            <TextArea
              id={`${baseId}-message`}
              label={t.message}
              required
              rows={7}
              placeholder={t.messagePlaceholder}
              maxChars={FEEDBACK_FIELD_LIMITS.message}
              value={store.values.message}
              onChange={(e) => store.set('message', e.target.value)}
              error={message('message')}
            />
          </FormFields>
          <Actions>
            <Button type="submit" size="lg" loading={store.sending}>
              {t.submit}
            </Button>
          </Actions>
        </Stack>
      </form>
    </FormCard>
  );
});
