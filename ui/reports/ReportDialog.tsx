import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { REPORT_REASONS } from '../../core/domain';
import { REPORT_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { Button } from '../components/Button';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { Dialog } from '../components/Dialog';
import { ErrorBox } from '../components/ErrorBox';
import { TextArea } from '../components/TextArea';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { useAskBeforeDiscard } from '../components/useAskBeforeDiscard';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { enumOptions } from '../texts';
import { ReportFormStore, type ReportTarget } from './ReportFormStore';
import { reportTexts as t } from './texts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
}

/**
 * The report form in a dialog: a reason (required) and optional words with the limit's counter.
 * Sent, it closes with a notice; refused, it stays open with what was typed and says why.
 */
export const ReportDialog = observer(function ReportDialog({ target, onClose }: ReportDialogProps) {
  const useCases = useUseCases();
  const toast = useToast();
  const [form] = useState(() => new ReportFormStore(target));
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  // Words typed in 補充說明 are not thrown away without asking: Esc, × and 取消, and Back, a link
  // or a reload.
  const discardAsking = useAskBeforeDiscard(() => form.details.trim() !== '');
  const close = async () => {
    if (!form.sending) await discardAsking(onClose);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit((input) => useCases.reports.report(input));
    if (ok) {
      toast.success(t.sent);
      onClose();
    } else if (form.errors.reason) reasonRef.current?.focus();
    else focusFirstInvalid(formRef.current);
  };

  return (
    <Dialog
      open
      title={t.title[target.kind]}
      onClose={() => void close()}
      width="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => void close()} disabled={form.sending}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={form.sending} loadingText={t.sending}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Intro>{t.intro}</Intro>
        <ChoiceGroup
          legend={t.reasonLegend}
          type="radio"
          name={`${formId}-reason`}
          options={enumOptions(REPORT_REASONS, t.reasons)}
          value={form.reason ? [form.reason] : []}
          onChange={(next) => form.setReason(next[0] ?? '')}
          error={form.fieldError('reason')}
          required
          columns={1}
          firstInputRef={reasonRef}
        />
        <TextArea
          label={t.detailsLabel}
          hint={t.detailsHint}
          value={form.details}
          onChange={(event) => form.setDetails(event.target.value)}
          error={form.fieldError('details') ?? undefined}
          maxChars={REPORT_FIELD_LIMITS.details}
          rows={4}
        />
        {form.failure ? <ErrorBox>{form.failure}</ErrorBox> : null}
      </Form>
    </Dialog>
  );
});
