import { makeAutoObservable, runInAction } from 'mobx';
import type { Availability, PartnerRole, UserProfile } from '../../core/domain';
import { AVAILABILITIES, PARTNER_ROLES, isOneOf, isValidationError } from '../../core/domain';
import type { SkillsProfileInput } from '../../core/usecases';
import { hasErrors, validateSkillsProfile } from '../../core/validation';
import type { FieldErrors, SkillsProfileField } from '../../core/validation';
import { sameShape } from '../stores/sessionDrafts';
import type { FormDraft } from '../stores/sessionDrafts';
import { inputErrorText } from '../texts';

export interface SkillsFormValues {
  headline: string;
  role: PartnerRole | '';
  availability: Availability | '';
  bio: string;
  skills: string[];
}

const SKILLS_FIELDS: readonly SkillsProfileField[] = ['headline', 'role', 'availability', 'bio', 'skills'];

const EMPTY: SkillsFormValues = { headline: '', role: '', availability: '', bio: '', skills: [] };

/** A stored skills draft, whole and with known codes only, or null. */
export function readSkillsDraft(value: unknown): SkillsFormValues | null {
  const v = sameShape(value, EMPTY);
  if (!v) return null;
  if (v.role !== '' && !isOneOf(PARTNER_ROLES, v.role)) return null;
  if (v.availability !== '' && !isOneOf(AVAILABILITIES, v.availability)) return null;
  return v;
}

/**
 * The "I have professional skills" form (spec 5 Skills profile form): headline, role (technical
 * or operations only), availability and bio, all required, and the member's 技能專長 (the
 * profile's skills) that a skills profile is about. Prefilled from the member's profile;
 * a failed save keeps everything typed, and with a draft it outlives a reload until saved.
 */
export class SkillsFormStore {
  values: SkillsFormValues;
  errors: FieldErrors<SkillsProfileField> = {};
  attempted = false;
  saving = false;
  failure: string | null = null;

  /** What the form started from (or last saved): the unsaved-changes check compares with it. */
  private saved: SkillsFormValues;

  constructor(
    profile: Pick<UserProfile, 'headline' | 'role' | 'availability' | 'bio' | 'skills'> | null | undefined,
    private readonly failureText: string,
    private readonly draft?: FormDraft<SkillsFormValues>,
  ) {
    this.saved = {
      headline: profile?.headline ?? '',
      role: isOneOf(PARTNER_ROLES, profile?.role) ? profile.role : '',
      availability: profile?.availability ?? '',
      bio: profile?.bio ?? '',
      skills: [...(profile?.skills ?? [])],
    };
    this.values = draft?.load() ?? { ...this.saved };
    makeAutoObservable<SkillsFormStore, 'failureText' | 'draft'>(
      this,
      { failureText: false, draft: false },
      { autoBind: true },
    );
  }

  get dirty(): boolean {
    return JSON.stringify(this.values) !== JSON.stringify(this.saved);
  }

  set<K extends keyof SkillsFormValues>(field: K, value: SkillsFormValues[K]): void {
    this.values[field] = value;
    if (this.attempted) this.validate();
    if (this.dirty) this.draft?.save(this.values);
    else this.draft?.clear();
  }

  get input(): SkillsProfileInput {
    const v = this.values;
    return {
      headline: v.headline,
      role: v.role || null,
      availability: v.availability || null,
      bio: v.bio,
      skills: v.skills,
    };
  }

  validate(): boolean {
    this.errors = validateSkillsProfile(this.input);
    return !hasErrors(this.errors);
  }

  async submit(save: (input: SkillsProfileInput) => Promise<unknown>): Promise<boolean> {
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return false;
    this.saving = true;
    try {
      await save(this.input);
      runInAction(() => {
        this.saved = { ...this.values };
      });
      this.draft?.clear();
      return true;
    } catch (e) {
      runInAction(() => {
        const fields: FieldErrors<SkillsProfileField> = {};
        if (isValidationError(e)) {
          for (const f of SKILLS_FIELDS) {
            const code = e.fields[f];
            if (code) fields[f] = code as FieldErrors<SkillsProfileField>[typeof f];
          }
        }
        this.errors = fields;
        if (!hasErrors(fields)) this.failure = inputErrorText(e, this.failureText);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
