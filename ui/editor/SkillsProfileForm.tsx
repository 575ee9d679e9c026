import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AVAILABILITIES, PARTNER_ROLES } from '../../core/domain';
import type { UserProfile } from '../../core/domain';
import type { SkillsProfileInput } from '../../core/usecases';
import type { SkillsProfileField } from '../../core/validation';
import { SKILLS_PROFILE_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { Button } from '../components/Button';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { ErrorBox } from '../components/ErrorBox';
import { FormFields } from '../components/FormFields';
import { focusFirstInvalid } from '../components/focusFirstInvalid';
import { TagInput } from '../components/TagInput';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { useLeaveGuard } from '../components/useLeaveGuard';
import { enumOptions, texts } from '../texts';
import { skillsFieldMessage } from './fieldMessages';
import { FormActions, FormCard, FormHeading, FormLead, FormStack } from './formLayout';
import { SkillsFormStore } from './SkillsFormStore';
import type { SkillsFormValues } from './SkillsFormStore';
import type { FormDraft } from '../stores/sessionDrafts';
import { editorTexts } from './texts';

export interface SkillsProfileFormProps {
  /** The member's profile, to prefill what they already wrote. */
  profile: Pick<UserProfile, 'headline' | 'role' | 'availability' | 'bio' | 'skills'> | null;
  onSave: (input: SkillsProfileInput) => Promise<unknown>;
  onSaved: () => void;
  /** Where the unsaved values are kept across a reload (per member). */
  draft?: FormDraft<SkillsFormValues>;
}

const roleOptions = enumOptions(PARTNER_ROLES, texts.enums.role);
const availabilityOptions = enumOptions(AVAILABILITIES, texts.enums.availability);

/**
 * The "I have professional skills" collaboration profile (spec 2 Editor, 5 Skills profile
 * form): headline, role (technical or operations only), availability and bio, all required, and
 * the 技能專長 it is about (optional, the profile's own).
 */
export const SkillsProfileForm = observer(function SkillsProfileForm({
  profile,
  onSave,
  onSaved,
  draft,
}: SkillsProfileFormProps) {
  const t = editorTexts.skillsForm;
  const [store] = useState(() => new SkillsFormStore(profile, t.saveFailed, draft));
  useLeaveGuard(
    () => store.dirty,
    () => draft?.clear(),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = `skills-form-${useId().replace(/:/g, '')}`;
  const { values, errors } = store;
  const message = (field: SkillsProfileField): string | undefined => {
    const code = errors[field];
    return code ? skillsFieldMessage(field, code) : undefined;
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
      <FormLead>{t.lead}</FormLead>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${baseId}-heading`}>
        <FormStack>
          {store.failure ? <ErrorBox>{store.failure}</ErrorBox> : null}
          <FormFields disabled={store.saving}>
            <TextField
              id={`${baseId}-headline`}
              label={t.headline}
              required
              placeholder={t.headlinePlaceholder}
              maxChars={SKILLS_PROFILE_FIELD_LIMITS.headline}
              value={values.headline}
              onChange={(e) => store.set('headline', e.target.value)}
              error={message('headline')}
            />
            <TagInput
              id={`${baseId}-skills`}
              label={t.skills}
              placeholder={t.skillsPlaceholder}
              hint={t.skillsHint}
              value={values.skills}
              onChange={(next) => store.set('skills', next)}
              error={message('skills')}
            />
            <ChoiceGroup
              id={`${baseId}-role`}
              type="radio"
              name={`${baseId}-role`}
              legend={t.role}
              required
              options={roleOptions}
              value={values.role ? [values.role] : []}
              onChange={(next) => store.set('role', next[0] ?? '')}
              error={message('role')}
            />
            <ChoiceGroup
              id={`${baseId}-availability`}
              type="radio"
              name={`${baseId}-availability`}
              legend={t.availability}
              required
              columns={3}
              options={availabilityOptions}
              value={values.availability ? [values.availability] : []}
              onChange={(next) => store.set('availability', next[0] ?? '')}
              error={message('availability')}
            />
            <TextArea
              id={`${baseId}-bio`}
              label={t.bio}
              required
              rows={6}
              hint={t.bioHint}
              maxChars={SKILLS_PROFILE_FIELD_LIMITS.bio}
              value={values.bio}
              onChange={(e) => store.set('bio', e.target.value)}
              error={message('bio')}
            />
          </FormFields>
          <FormActions>
            <Button type="submit" size="lg" loading={store.saving}>
              {t.submit}
            </Button>
          </FormActions>
        </FormStack>
      </form>
    </FormCard>
  );
});
