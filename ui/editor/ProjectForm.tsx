import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { PARTNER_ROLES, PROJECT_STAGES } from '../../core/domain';
import type { ProjectInput, ProjectStage } from '../../core/domain';
import type { ProjectField } from '../../core/validation';
import { PROJECT_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { Button } from '../components/Button';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { ErrorBox } from '../components/ErrorBox';
import { FormFields } from '../components/FormFields';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { Select } from '../components/Select';
import { TagInput } from '../components/TagInput';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { useLeaveGuard } from '../components/useLeaveGuard';
import { enumOptions, texts } from '../texts';
import { projectFieldMessage } from './fieldMessages';
import { ProjectFormStore } from './ProjectFormStore';
import type { ProjectFormValues } from './ProjectFormStore';
import type { FormDraft } from '../stores/sessionDrafts';
import { FormActions, FormCard, FormHeading, FormStack } from './formLayout';
import { editorTexts } from './texts';

export interface ProjectFormProps {
  /** Prefilled values (editing an existing project). */
  initial?: ProjectInput | null;
  /** Publishes or updates; throws on failure. */
  onSave: (input: ProjectInput) => Promise<unknown>;
  /** Called after a successful save (the page shows the message and navigates). */
  onSaved: () => void;
  submitLabel: string;
  /** Shown when the save fails for no specific reason (spec 8: 發布失敗，請稍後再試。). */
  failureText: string;
  /** Optional secondary action (e.g. a 取消 link). */
  secondaryAction?: ReactNode;
  /** Where the unsaved values are kept across a reload (per member and project). */
  draft?: FormDraft<ProjectFormValues>;
  /** Reads the project as stored now, just before saving (ProjectFormStore.submit). */
  stored?: () => Promise<ProjectInput | null>;
}

const stageOptions = enumOptions(PROJECT_STAGES, texts.enums.stage);
const partnerOptions = enumOptions(PARTNER_ROLES, texts.enums.partnerType);

/**
 * The project form (spec 2 Editor, 5 Project form): name, headline, description and stage
 * required; partners wanted as checkboxes; skills required as a tag input. Messages come from
 * core's validation codes and show under each field; focus moves to the first one.
 */
export const ProjectForm = observer(function ProjectForm({
  initial,
  onSave,
  onSaved,
  submitLabel,
  failureText,
  secondaryAction,
  draft,
  stored,
}: ProjectFormProps) {
  const t = editorTexts.projectForm;
  const [store] = useState(() => new ProjectFormStore(initial, failureText, draft, stored));
  useLeaveGuard(
    () => store.dirty,
    () => draft?.clear(),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = `project-form-${useId().replace(/:/g, '')}`;
  const { values, errors } = store;
  const message = (field: ProjectField): string | undefined => {
    const code = errors[field];
    return code ? projectFieldMessage(field, code) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await store.submit(onSave);
    if (saved) onSaved();
    else focusFirstInvalid(formRef.current);
  };

  return (
    <FormCard as="section" aria-labelledby={`${baseId}-heading`}>
      <FormHeading id={`${baseId}-heading`}>{t.heading}</FormHeading>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${baseId}-heading`}>
        <FormStack>
          {store.failure ? <ErrorBox>{store.failure}</ErrorBox> : null}
          <FormFields disabled={store.saving}>
            <TextField
              id={`${baseId}-projectName`}
              label={t.projectName}
              required
              placeholder={t.projectNamePlaceholder}
              maxChars={PROJECT_FIELD_LIMITS.projectName}
              value={values.projectName}
              onChange={(e) => store.set('projectName', e.target.value)}
              error={message('projectName')}
            />
            <TextField
              id={`${baseId}-headline`}
              label={t.headline}
              required
              placeholder={t.headlinePlaceholder}
              maxChars={PROJECT_FIELD_LIMITS.headline}
              value={values.headline}
              onChange={(e) => store.set('headline', e.target.value)}
              error={message('headline')}
            />
            <TextArea
              id={`${baseId}-description`}
              label={t.description}
              required
              rows={8}
              hint={t.descriptionHint}
              maxChars={PROJECT_FIELD_LIMITS.description}
              value={values.description}
              onChange={(e) => store.set('description', e.target.value)}
              error={message('description')}
            />
            <Select
              id={`${baseId}-stage`}
              label={t.stage}
              required
              options={stageOptions}
              value={values.stage}
              onChange={(e) => store.set('stage', e.target.value as ProjectStage | '')}
              error={message('stage')}
            />
            <ChoiceGroup
              id={`${baseId}-partnersWanted`}
              type="checkbox"
              name={`${baseId}-partnersWanted`}
              legend={t.partnersWanted}
              hint={t.partnersWantedHint}
              options={partnerOptions}
              value={values.partnersWanted}
              onChange={(next) => store.set('partnersWanted', next)}
              error={message('partnersWanted')}
            />
            <TagInput
              id={`${baseId}-skillsRequired`}
              label={t.skillsRequired}
              placeholder={t.skillsRequiredPlaceholder}
              value={values.skillsRequired}
              onChange={(next) => store.set('skillsRequired', next)}
              error={message('skillsRequired')}
            />
          </FormFields>
          <FormActions>
            {secondaryAction}
            <Button type="submit" size="lg" loading={store.saving}>
              {submitLabel}
            </Button>
          </FormActions>
        </FormStack>
      </form>
    </FormCard>
  );
});
