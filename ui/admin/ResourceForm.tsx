import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { styled } from 'styled-components';
import type { ResourceField } from '../../core/validation';
import { RESOURCE_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { isDisplayableImageSrc } from '../components/Avatar';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { adminFieldMessage } from './fieldMessage';
import type { ResourceFormStore, ResourceSaveOutcome } from './ResourceFormStore';
import { adminResourcesTexts } from './texts/resources';

const t = adminResourcesTexts;

const FormCard = styled(Card)`
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 72px);

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Preview = styled.img`
  display: block;
  width: 160px;
  height: 90px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const FieldsStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface ResourceFormProps {
  form: ResourceFormStore;
  categories: readonly string[];
  districts: readonly string[];
  onSaved: (outcome: Extract<ResourceSaveOutcome, { ok: true }>) => void;
  /** 取消編輯: the page empties the form, asking first when something was typed. */
  onCancelEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Create or edit a resource (spec 5 Resource: every field required). */
export const ResourceForm = observer(function ResourceForm({
  form,
  categories,
  districts,
  onSaved,
  onCancelEdit,
  headingRef,
}: ResourceFormProps) {
  const ids = { categories: useId(), districts: useId(), heading: useId() };
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const v = form.values;
  const message = (field: ResourceField): string | undefined => {
    const code = form.errors[field];
    return code ? adminFieldMessage(code, t.required[field], RESOURCE_FIELD_LIMITS[field]) : undefined;
  };
  const field = (name: keyof typeof RESOURCE_FIELD_LIMITS) => ({
    name,
    value: v[name],
    maxChars: RESOURCE_FIELD_LIMITS[name],
    error: message(name),
    required: true,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = event.currentTarget;
    const outcome = await form.submit();
    if (outcome.ok) onSaved(outcome);
    else focusFirstInvalid(root);
  };

  const previewSrc = v.imageUrl.trim();
  const showPreview = isDisplayableImageSrc(previewSrc) && failedPreview !== previewSrc;

  return (
    <FormCard as="section" aria-labelledby={ids.heading}>
      <Heading id={ids.heading} ref={headingRef} tabIndex={-1}>
        {form.editing ? t.editHeading : t.createHeading}
      </Heading>
      {form.editing ? <InlineNotice>{t.editingNotice(form.editing.title)}</InlineNotice> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FieldsStack>
          <TextField label={t.fields.title} placeholder={t.placeholders.title} {...field('title')} />
          <TextField
            label={t.fields.officialUrl}
            placeholder={t.placeholders.officialUrl}
            type="url"
            inputMode="url"
            autoComplete="off"
            {...field('officialUrl')}
          />
          <TextField
            label={t.fields.imageUrl}
            placeholder={t.placeholders.imageUrl}
            hint={t.hints.imageUrl}
            inputMode="url"
            autoComplete="off"
            {...field('imageUrl')}
          />
          {showPreview ? (
            <Preview
              src={previewSrc}
              alt={t.imagePreview}
              width={160}
              height={90}
              onError={() => setFailedPreview(previewSrc)}
            />
          ) : null}
          <Pair>
            <TextField
              label={t.fields.category}
              placeholder={t.placeholders.category}
              list={ids.categories}
              autoComplete="off"
              {...field('category')}
            />
            <TextField
              label={t.fields.district}
              placeholder={t.placeholders.district}
              list={ids.districts}
              autoComplete="off"
              {...field('district')}
            />
          </Pair>
          <datalist id={ids.categories}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <datalist id={ids.districts}>
            {districts.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          <TextArea label={t.fields.description} placeholder={t.placeholders.description} rows={4} {...field('description')} />
          {form.failure ? <ErrorBox>{form.failure}</ErrorBox> : null}
          <Actions>
            {form.editing ? (
              <Button variant="ghost" onClick={onCancelEdit}>
                {t.cancelEdit}
              </Button>
            ) : null}
            <Button type="submit" loading={form.saving}>
              {form.editing ? t.update : t.create}
            </Button>
          </Actions>
        </FieldsStack>
      </form>
    </FormCard>
  );
});
