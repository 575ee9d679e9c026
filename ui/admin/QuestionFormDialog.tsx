import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { SCORE_DIMENSIONS } from '../../core/domain';
import { QUESTION_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { ErrorBox } from '../components/ErrorBox';
import { FieldError, Hint } from '../components/Field';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { useAskBeforeDiscard } from '../components/useAskBeforeDiscard';
import { texts, validationCodeText } from '../texts';
import type { QuestionFormStore, QuestionSaveOutcome } from './QuestionFormStore';
import { adminQuestionnaireTexts } from './texts/questionnaire';

const t = adminQuestionnaireTexts.form;
const m = t.messages;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 200px);
  }
`;

const OptionsSet = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const OptionsLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const OptionBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const OptionTitle = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const OptionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Scores = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const AddRow = styled.div`
  display: flex;
`;

export interface QuestionFormDialogProps {
  form: QuestionFormStore;
  onSaved: (outcome: Extract<QuestionSaveOutcome, { ok: true }>) => void;
}

/** Add or edit a question (an accessible dialog): part, order, text and the options with their five scores. */
export const QuestionFormDialog = observer(function QuestionFormDialog({ form, onSaved }: QuestionFormDialogProps) {
  const formId = useId();
  const optionsHintId = useId();
  const optionsErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const partRef = useRef<HTMLInputElement>(null);

  const e = form.errors;
  const partError = e.part ? m.partInvalid : undefined;
  const orderError = e.order ? m.orderInvalid : undefined;
  const textError = e.text
    ? e.text === 'too_long'
      ? texts.textLimit.tooLong(QUESTION_FIELD_LIMITS.text)
      : e.text === 'required'
        ? m.textRequired
        : validationCodeText(e.text)
    : undefined;
  const optionsError = e.options
    ? e.options === 'required' || e.options === 'options_too_few'
      ? m.optionsRequired
      : e.options === 'too_long'
        ? texts.textLimit.tooLong(QUESTION_FIELD_LIMITS.optionText)
        : e.options === 'number_invalid'
          ? m.scoresInvalid
          : validationCodeText(e.options)
    : undefined;
  const formFailure =
    form.failure ?? (e.questionnaireId || e.type ? validationCodeText(e.questionnaireId ?? e.type ?? '') : null);

  const discardAsking = useAskBeforeDiscard(() => form.dirty);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit();
    if (outcome.ok) onSaved(outcome);
    else if (!focusFirstInvalid(formRef.current) && form.errors.options) {
      formRef.current?.querySelector<HTMLInputElement>('[data-option-text]')?.focus();
    }
  };

  const addOption = () => {
    const key = form.addOption();
    if (key === null) return;
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLInputElement>(`[data-option-text="${key}"]`)?.focus();
    });
  };

  const close = () => {
    if (!form.saving) void discardAsking(form.close);
  };

  return (
    <Dialog
      open={form.open}
      title={form.editing ? t.editTitle : t.createTitle}
      onClose={close}
      width="lg"
      initialFocusRef={partRef}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={form.saving}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} loading={form.saving}>
            {t.save}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Pair>
          <TextField
            ref={partRef}
            label={t.part}
            hint={t.partHint}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.part}
            onChange={(event) => form.set('part', event.target.value)}
            error={partError}
            required
          />
          <TextField
            label={t.order}
            hint={t.orderHint}
            type="number"
            inputMode="decimal"
            value={form.order}
            onChange={(event) => form.set('order', event.target.value)}
            error={orderError}
          />
        </Pair>
        <TextArea
          label={t.text}
          placeholder={t.textPlaceholder}
          rows={3}
          maxChars={QUESTION_FIELD_LIMITS.text}
          value={form.text}
          onChange={(event) => form.set('text', event.target.value)}
          error={textError}
          required
        />
        <OptionsSet aria-describedby={[optionsHintId, optionsError ? optionsErrorId : null].filter(Boolean).join(' ')}>
          <OptionsLegend>{t.options}</OptionsLegend>
          <Hint id={optionsHintId}>{t.optionsHint}</Hint>
          {optionsError ? (
            <FieldError id={optionsErrorId} role="alert">
              <span aria-hidden="true">⚠</span>
              <span>{optionsError}</span>
            </FieldError>
          ) : null}
          {form.options.map((option, index) => (
            <OptionBox key={option.key} role="group" aria-labelledby={`${formId}-option-${option.key}`}>
              <OptionHead>
                <OptionTitle id={`${formId}-option-${option.key}`}>{t.option(index + 1)}</OptionTitle>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => form.removeOption(option.key)}
                  disabled={form.options.length <= 1}
                  aria-label={t.removeOption(index + 1)}
                >
                  {texts.common.remove}
                </Button>
              </OptionHead>
              <TextField
                label={t.optionText}
                maxChars={QUESTION_FIELD_LIMITS.optionText}
                value={option.text}
                data-option-text={option.key}
                onChange={(event) => form.setOptionText(option.key, event.target.value)}
              />
              <Scores>
                {SCORE_DIMENSIONS.map((dimension) => (
                  <TextField
                    key={dimension}
                    label={texts.enums.scoreDimension[dimension]}
                    type="number"
                    inputMode="decimal"
                    placeholder="0"
                    value={option.scores[dimension]}
                    onChange={(event) => form.setScore(option.key, dimension, event.target.value)}
                  />
                ))}
              </Scores>
            </OptionBox>
          ))}
          <AddRow>
            <Button
              variant="secondary"
              size="sm"
              onClick={addOption}
              disabled={!form.canAddOption}
              icon={<span aria-hidden="true">+</span>}
            >
              {t.addOption}
            </Button>
          </AddRow>
        </OptionsSet>
        {formFailure ? <ErrorBox>{formFailure}</ErrorBox> : null}
      </Form>
    </Dialog>
  );
});
