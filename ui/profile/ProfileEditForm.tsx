import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { AVAILABILITIES, GENDERS, ROLES, YEARS_EXPERIENCE, isOneOf } from '../../core/domain';
import { cities } from '../../core/region/taiwanRegions';
import { PROFILE_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { Button } from '../components/Button';
import { ErrorBox } from '../components/ErrorBox';
import { FormFields } from '../components/FormFields';
import { Hint } from '../components/Field';
import { Select } from '../components/Select';
import { TagInput } from '../components/TagInput';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { useLeaveGuard } from '../components/useLeaveGuard';
import { enumOptions, texts } from '../texts';
import { AvatarField } from './AvatarField';
import type { DraftField, EditErrorField, ProfileEditStore } from './ProfileEditStore';
import { profileTexts } from './texts';

const t = profileTexts;
const f = t.fields;

/** The id of a field's control (for focusing the first invalid one). */
export function fieldId(field: DraftField): string {
  return `profile-field-${field}`;
}

/** Fields in the order they appear: the first invalid one gets focus after a refused save. */
const FIELD_ORDER: readonly DraftField[] = [
  'name',
  'headline',
  'gender',
  'city',
  'district',
  'bio',
  'role',
  'yearsExperience',
  'industryExperience',
  'skills',
  'pastExperience',
  'availability',
  'workingStyle',
  'interests',
  'linkedinUrl',
  'githubUrl',
  'websiteUrl',
  'phone',
];

const CITY_OPTIONS = cities().map((c) => ({ value: c, label: c }));

/* ---------- layout ---------- */

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} 0`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  & + * {
    clear: both;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** Keeps a pair of fields on one row from tablets up; nothing on phones. */
const Spacer = styled.div`
  ${({ theme }) => theme.media.phoneOnly} {
    display: none;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => `-${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.tablet} {
    margin: 0 ${({ theme }) => `-${theme.space.xl}`};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 1 0;
  }

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-end;

    > * {
      flex: 0 0 auto;
      min-width: 120px;
    }
  }
`;

function FormSection({ legend, children, hint }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Section>
      <Legend>{legend}</Legend>
      {hint ? <Hint>{hint}</Hint> : null}
      {children}
    </Section>
  );
}

export interface ProfileEditFormProps {
  store: ProfileEditStore;
  /** Spec 4: onboarding (first profile) — Cancel is blocked. */
  onboarding: boolean;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Called when Cancel may leave (the page asks about unsaved changes). */
  onCancel: () => void;
}

/**
 * Edit mode (spec 2 Profile, 5 Profile save): every field, tag inputs, the city then district
 * selectors, URL fields and the private phone. Save is marked disabled without a role (pressing
 * it still explains why); Cancel is blocked while onboarding.
 */
export const ProfileEditForm = observer(function ProfileEditForm({
  store,
  onboarding,
  onSaved,
  onCancel,
}: ProfileEditFormProps) {
  const [cancelBlocked, setCancelBlocked] = useState(false);
  const d = store.draft;
  useLeaveGuard(() => store.dirty, store.discardDraft);

  const err = (field: EditErrorField) => store.errorOf(field);

  const focusFirstInvalid = () => {
    const first = FIELD_ORDER.find((field) => store.errorOf(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setCancelBlocked(false);
    const outcome = await store.save();
    if (outcome === 'saved') onSaved();
    else if (outcome === 'invalid') focusFirstInvalid();
  };

  const cancel = () => {
    if (onboarding) {
      setCancelBlocked(true);
      return;
    }
    onCancel();
  };

  const contactHint =
    store.contactStatus === 'loading' ? t.contactLoading : store.contactStatus === 'error' ? undefined : t.privateHint;

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="profile-edit-title">
      <Heading>
        <h1 id="profile-edit-title">{onboarding ? t.onboardingTitle : t.editTitle}</h1>
        <p>{onboarding ? t.onboardingLead : t.editLead}</p>
      </Heading>

      <FormFields disabled={store.saving}>
        <FormSection legend={t.sectionBasics}>
          <AvatarField
            name={d.name}
            avatarUrl={d.avatarUrl}
            uploading={store.avatarUploading}
            error={store.avatarError}
            notice={store.avatarNotice}
            onFile={(file) => void store.uploadAvatar(file)}
            onRemove={store.removeAvatar}
          />
          <Grid>
            <TextField
              id={fieldId('name')}
              label={f.name}
              required
              value={d.name}
              placeholder={t.namePlaceholder}
              autoComplete="nickname"
              maxChars={PROFILE_FIELD_LIMITS.name}
              error={err('name')}
              onChange={(e) => store.setField('name', e.target.value)}
            />
            <TextField
              id={fieldId('headline')}
              label={f.headline}
              value={d.headline}
              placeholder={t.headlinePlaceholder}
              maxChars={PROFILE_FIELD_LIMITS.headline}
              error={err('headline')}
              onChange={(e) => store.setField('headline', e.target.value)}
            />
            <Select
              id={fieldId('gender')}
              label={f.gender}
              value={d.gender}
              options={enumOptions(GENDERS, texts.enums.gender)}
              error={err('gender')}
              onChange={(e) => store.setField('gender', isOneOf(GENDERS, e.target.value) ? e.target.value : '')}
            />
            <Spacer />
            <Select
              id={fieldId('city')}
              label={f.city}
              value={d.city}
              options={CITY_OPTIONS}
              placeholder={t.cityPlaceholder}
              autoComplete="address-level1"
              error={err('city')}
              onChange={(e) => store.setCity(e.target.value)}
            />
            <Select
              id={fieldId('district')}
              label={f.district}
              value={d.district}
              options={store.districts.map((x) => ({ value: x, label: x }))}
              placeholder={t.districtPlaceholder}
              disabled={!d.city}
              hint={d.city ? undefined : t.districtNeedsCity}
              autoComplete="address-level2"
              error={err('district')}
              onChange={(e) => store.setField('district', e.target.value)}
            />
            <Wide>
              <TextArea
                id={fieldId('bio')}
                label={f.bio}
                value={d.bio}
                rows={6}
                placeholder={t.bioPlaceholder}
                maxChars={PROFILE_FIELD_LIMITS.bio}
                error={err('bio')}
                onChange={(e) => store.setField('bio', e.target.value)}
              />
            </Wide>
          </Grid>
        </FormSection>

        <FormSection legend={t.sectionRole}>
          <Grid>
            <Select
              id={fieldId('role')}
              label={f.role}
              required
              value={d.role}
              options={enumOptions(ROLES, texts.enums.role)}
              hint={t.roleHint}
              error={err('role')}
              onChange={(e) => store.setField('role', isOneOf(ROLES, e.target.value) ? e.target.value : '')}
            />
            <Select
              id={fieldId('yearsExperience')}
              label={f.yearsExperience}
              value={d.yearsExperience}
              options={enumOptions(YEARS_EXPERIENCE, texts.enums.yearsExperience)}
              error={err('yearsExperience')}
              onChange={(e) =>
                store.setField('yearsExperience', isOneOf(YEARS_EXPERIENCE, e.target.value) ? e.target.value : '')
              }
            />
            <TagInput
              id={fieldId('skills')}
              label={f.skills}
              value={d.skills}
              placeholder={t.skillsPlaceholder}
              error={err('skills')}
              onChange={(next) => store.setField('skills', next)}
            />
            <TagInput
              id={fieldId('industryExperience')}
              label={f.industryExperience}
              value={d.industryExperience}
              placeholder={t.industryPlaceholder}
              error={err('industryExperience')}
              onChange={(next) => store.setField('industryExperience', next)}
            />
            <Wide>
              <TextArea
                id={fieldId('pastExperience')}
                label={f.pastExperience}
                value={d.pastExperience}
                rows={4}
                placeholder={t.pastExperiencePlaceholder}
                maxChars={PROFILE_FIELD_LIMITS.pastExperience}
                error={err('pastExperience')}
                onChange={(e) => store.setField('pastExperience', e.target.value)}
              />
            </Wide>
          </Grid>
        </FormSection>

        <FormSection legend={t.sectionCollaboration}>
          <Grid>
            <Select
              id={fieldId('availability')}
              label={f.availability}
              value={d.availability}
              options={enumOptions(AVAILABILITIES, texts.enums.availability)}
              error={err('availability')}
              onChange={(e) =>
                store.setField('availability', isOneOf(AVAILABILITIES, e.target.value) ? e.target.value : '')
              }
            />
            <Spacer />
            <TagInput
              id={fieldId('workingStyle')}
              label={f.workingStyle}
              value={d.workingStyle}
              placeholder={t.workingStylePlaceholder}
              error={err('workingStyle')}
              onChange={(next) => store.setField('workingStyle', next)}
            />
            <TagInput
              id={fieldId('interests')}
              label={f.interests}
              value={d.interests}
              placeholder={t.interestsPlaceholder}
              error={err('interests')}
              onChange={(next) => store.setField('interests', next)}
            />
          </Grid>
        </FormSection>

        <FormSection legend={t.sectionLinks}>
          <Grid>
            {(['linkedinUrl', 'githubUrl', 'websiteUrl'] as const).map((field) => (
              <TextField
                key={field}
                id={fieldId(field)}
                label={f[field]}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder={t.urlPlaceholder[field]}
                hint={t.urlHint}
                maxChars={PROFILE_FIELD_LIMITS[field]}
                value={d[field]}
                error={err(field)}
                onChange={(e) => store.setField(field, e.target.value)}
              />
            ))}
          </Grid>
        </FormSection>

        <FormSection legend={t.sectionPrivate}>
          {store.contactStatus === 'error' ? <ErrorBox>{t.contactLoadFailed}</ErrorBox> : null}
          <Grid>
            <TextField
              id={fieldId('phone')}
              label={f.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t.phonePlaceholder}
              hint={contactHint}
              maxChars={PROFILE_FIELD_LIMITS.phone}
              value={d.phone}
              disabled={store.contactStatus !== 'ready'}
              error={err('phone')}
              onChange={(e) => store.setField('phone', e.target.value)}
            />
          </Grid>
        </FormSection>
      </FormFields>

      <Bar>
        {cancelBlocked ? <ErrorBox>{t.onboardingCancelBlocked}</ErrorBox> : null}
        {store.formError ? <ErrorBox>{store.formError}</ErrorBox> : null}
        {store.roleMissing && !store.formError ? <Hint>{t.saveNeedsRole}</Hint> : null}
        <Buttons>
          <Button variant="secondary" onClick={cancel} disabled={store.saving}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            loading={store.saving}
            loadingText={t.saving}
            aria-disabled={!store.canSave ? true : undefined}
            disabled={store.avatarUploading}
          >
            {t.save}
          </Button>
        </Buttons>
      </Bar>
    </Form>
  );
});
