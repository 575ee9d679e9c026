import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { BannerField } from '../../core/validation';
import { BANNER_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { isDisplayableImageSrc } from '../components/Avatar';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { ErrorBox } from '../components/ErrorBox';
import { FieldError, FieldLabel, Hint } from '../components/Field';
import { TextField } from '../components/TextField';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { useAskBeforeDiscard } from '../components/useAskBeforeDiscard';
import { visuallyHidden } from '../theme/mixins';
import type { BannerFormStore, BannerSaveOutcome } from './BannerFormStore';
import { adminFieldMessage } from './fieldMessage';
import { adminBannersTexts } from './texts/banners';

const t = adminBannersTexts.form;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const ImageField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Frame = styled.div<{ $invalid: boolean }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PickerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** Looks like a secondary button; focus shows when the (hidden) file input has it. */
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 10px 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FileName = styled.span`
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) 160px;
  }
`;

const REQUIRED: Partial<Record<BannerField, string>> = t.required;
const MAX: Partial<Record<BannerField, number>> = BANNER_FIELD_LIMITS;

export interface BannerFormDialogProps {
  form: BannerFormStore;
  onSaved: (outcome: Extract<BannerSaveOutcome, { ok: true }>) => void;
}

/** The banner modal (an accessible dialog): image upload with preview, title, link and order. */
export const BannerFormDialog = observer(function BannerFormDialog({ form, onSaved }: BannerFormDialogProps) {
  const formId = useId();
  const fileId = useId();
  const imageHintId = useId();
  const imageErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const message = (field: BannerField): string | undefined => {
    const code = form.errors[field];
    if (!code) return undefined;
    if (field === 'order' && code === 'number_invalid' && form.order.trim() === '') return t.required.order;
    return adminFieldMessage(code, REQUIRED[field], MAX[field]);
  };

  const discardAsking = useAskBeforeDiscard(() => form.dirty);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit();
    if (outcome.ok) onSaved(outcome);
    else focusFirstInvalid(formRef.current);
  };

  const imageError = message('imageUrl');
  const preview = form.preview;
  const describedBy = [imageHintId, imageError ? imageErrorId : null].filter(Boolean).join(' ');

  const close = () => {
    if (!form.busy) void discardAsking(form.close);
  };

  return (
    <Dialog
      open={form.open}
      title={form.editing ? t.editTitle : t.createTitle}
      onClose={close}
      width="md"
      initialFocusRef={fileRef}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={form.busy}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.busy}
            loadingText={form.stage === 'uploading' ? t.uploading : undefined}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <ImageField>
          <FieldLabel htmlFor={fileId} required>
            {t.image}
          </FieldLabel>
          <Frame $invalid={!!imageError}>
            {preview && isDisplayableImageSrc(preview) ? (
              <img src={preview} alt={t.previewAlt} width={1200} height={400} />
            ) : (
              <span>{t.noImage}</span>
            )}
          </Frame>
          <PickerRow>
            <FileInput
              ref={fileRef}
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              aria-required="true"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                form.chooseFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Picker htmlFor={fileId} aria-hidden="true">
              {form.hasImage ? t.changeImage : t.chooseImage}
            </Picker>
            {form.file ? <FileName>{t.selectedFile(form.file.name)}</FileName> : null}
          </PickerRow>
          <Hint id={imageHintId}>{t.imageHint}</Hint>
          {imageError ? (
            <FieldError id={imageErrorId}>
              <span aria-hidden="true">⚠</span>
              <span>{imageError}</span>
            </FieldError>
          ) : null}
        </ImageField>
        <TextField
          label={t.title}
          placeholder={t.titlePlaceholder}
          maxChars={BANNER_FIELD_LIMITS.title}
          value={form.title}
          onChange={(event) => form.set('title', event.target.value)}
          error={message('title')}
          required
        />
        <Pair>
          <TextField
            label={t.linkUrl}
            placeholder={t.linkUrlPlaceholder}
            hint={t.linkUrlHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxChars={BANNER_FIELD_LIMITS.linkUrl}
            value={form.linkUrl}
            onChange={(event) => form.set('linkUrl', event.target.value)}
            error={message('linkUrl')}
            required
          />
          <TextField
            label={t.order}
            hint={t.orderHint}
            type="number"
            inputMode="numeric"
            step={1}
            value={form.order}
            onChange={(event) => form.set('order', event.target.value)}
            error={message('order')}
            required
          />
        </Pair>
        {form.failure ? <ErrorBox>{form.failure}</ErrorBox> : null}
      </Form>
    </Dialog>
  );
});
