import { makeAutoObservable, runInAction } from 'mobx';
import {
  AVAILABILITIES,
  GENDERS,
  ROLES,
  YEARS_EXPERIENCE,
  emptyProfile,
  isDomainError,
  isOneOf,
  isValidationError,
} from '../../core/domain';
import type {
  Availability,
  ContactInfo,
  Gender,
  ProfilePatch,
  Role,
  Uid,
  UploadFile,
  UserProfile,
  YearsExperience,
} from '../../core/domain';
import { districtsOf } from '../../core/region/taiwanRegions';
import type { UseCases } from '../../core/usecases';
import { isBlank, validateImageFile, validateProfile, withWebScheme } from '../../core/validation';
import type { ProfileField } from '../../core/validation';
import { sameShape } from '../stores/sessionDrafts';
import type { FormDraft } from '../stores/sessionDrafts';
import { inputErrorText, validationText } from '../texts';
import { profileFieldMessage } from './fieldMessage';
import { profileTexts } from './texts';

/** Everything the edit form holds; selects use '' for "not chosen". */
export interface ProfileDraft {
  name: string;
  avatarUrl: string;
  headline: string;
  gender: Gender | '';
  city: string;
  district: string;
  bio: string;
  role: Role | '';
  industryExperience: string[];
  yearsExperience: YearsExperience | '';
  pastExperience: string;
  skills: string[];
  interests: string[];
  workingStyle: string[];
  availability: Availability | '';
  linkedinUrl: string;
  githubUrl: string;
  websiteUrl: string;
  /** Private (contact document); editable only once the contact has been read. */
  phone: string;
  /**
   * The phone as read from the contact ('' before it is read). A draft kept over a reload tells
   * by it a phone the member cleared from one that was not read yet.
   */
  phoneRead: string;
}

export type DraftField = keyof ProfileDraft;

/** The form's fields that can carry a message: the draft's, plus the form-level one. */
export type EditErrorField = DraftField | 'form';

export type ContactStatus = 'loading' | 'ready' | 'error';

export type SaveOutcome = 'saved' | 'invalid' | 'failed';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[profile] ${message}`, error);

/** The edit form's starting values from a profile (or an empty one while onboarding). */
export function draftFromProfile(profile: UserProfile): ProfileDraft {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    name: str(profile.name),
    avatarUrl: str(profile.avatarUrl),
    headline: str(profile.headline),
    gender: isOneOf(GENDERS, profile.gender) ? profile.gender : '',
    city: str(profile.address?.city),
    district: str(profile.address?.district),
    bio: str(profile.bio),
    role: isOneOf(ROLES, profile.role) ? profile.role : '',
    industryExperience: list(profile.industryExperience),
    yearsExperience: isOneOf(YEARS_EXPERIENCE, profile.yearsExperience) ? profile.yearsExperience : '',
    pastExperience: str(profile.pastExperience),
    skills: list(profile.skills),
    interests: list(profile.interests),
    workingStyle: list(profile.workingStyle),
    availability: isOneOf(AVAILABILITIES, profile.availability) ? profile.availability : '',
    linkedinUrl: str(profile.linkedinUrl),
    githubUrl: str(profile.githubUrl),
    websiteUrl: str(profile.websiteUrl),
    phone: '',
    phoneRead: '',
  };
}

/** A stored profile draft, whole and with known codes only, or null. */
export function readProfileDraft(value: unknown): ProfileDraft | null {
  // A draft kept before phoneRead existed read no phone.
  const kept = typeof value === 'object' && value !== null ? { phoneRead: '', ...value } : value;
  const d = sameShape(kept, draftFromProfile(emptyProfile('', '', 0)));
  if (!d) return null;
  const known = <T extends string>(list: readonly T[], v: string) => v === '' || isOneOf(list, v);
  if (!known(GENDERS, d.gender) || !known(ROLES, d.role)) return null;
  if (!known(YEARS_EXPERIENCE, d.yearsExperience) || !known(AVAILABILITIES, d.availability)) return null;
  return d;
}

/** Which draft field shows a message of core's validateProfile field. */
const FIELD_OF: Partial<Record<ProfileField, EditErrorField>> = {
  address: 'city',
  email: 'phone',
};

function same(a: ProfileDraft, b: ProfileDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The owner's profile edit form (spec 2 Profile edit mode, 5 Profile save, 8 Profile). Holds
 * the draft, reads the private contact (a failure leaves the phone read-only and shows an
 * alert; the rest of the form works), uploads the avatar (size and type checked first), and
 * saves through ProfileUseCases with core's validation: field messages, the form-level
 * 請填寫姓名/暱稱並選擇創業角色！, 權限不足！ or 更新失敗，請稍後再試。. Nothing typed is lost on
 * any failure.
 */
export class ProfileEditStore {
  draft: ProfileDraft;
  /** What the form started from (for the unsaved-changes check). */
  initial: ProfileDraft;
  errors: Partial<Record<EditErrorField, string>> = {};
  saving = false;
  contactStatus: ContactStatus = 'loading';
  avatarUploading = false;
  avatarError: string | null = null;
  avatarNotice: string | null = null;

  private contact: ContactInfo | null = null;
  /** No profile document yet: the first save writes the whole form. */
  private creating: boolean;
  /** Where the unsaved values outlive a reload (onboarding keeps one), once keepDraft is called. */
  private kept: FormDraft<ProfileDraft> | null = null;

  constructor(
    private readonly useCases: UseCases,
    readonly uid: Uid,
    profile: UserProfile | null,
    /** Name for a member without a profile document yet (onboarding). */
    fallbackName = '',
    /** Email for the contact document when none exists yet. */
    private readonly fallbackEmail = '',
    private readonly log: Log = defaultLog,
  ) {
    this.creating = profile === null;
    const start = draftFromProfile(profile ?? emptyProfile(uid, fallbackName, 0));
    this.draft = start;
    this.initial = { ...start };
    makeAutoObservable<ProfileEditStore, 'useCases' | 'log' | 'contact' | 'fallbackEmail' | 'kept' | 'creating'>(
      this,
      { useCases: false, uid: false, log: false, contact: false, fallbackEmail: false, kept: false, creating: false },
      { autoBind: true },
    );
  }

  /** Shows the draft kept from before a reload, if any, and keeps every later change in it. */
  keepDraft(draft: FormDraft<ProfileDraft>): void {
    this.kept = draft;
    const restored = draft.load();
    if (restored) this.draft = restored;
  }

  /** The member gave up these edits: the kept draft goes too. */
  discardDraft(): void {
    this.kept?.clear();
  }

  private persist(): void {
    if (this.dirty) this.kept?.save(this.draft);
    else this.kept?.clear();
  }

  get dirty(): boolean {
    return !same(this.draft, this.initial);
  }

  get roleMissing(): boolean {
    return this.draft.role === '';
  }

  /** Save needs a role (spec 5: Save is disabled without a role). */
  get canSave(): boolean {
    return !this.roleMissing && !this.saving && !this.avatarUploading;
  }

  get districts(): readonly string[] {
    return districtsOf(this.draft.city);
  }

  /** The message under a field; the role's red hint shows whenever no role is chosen. */
  errorOf(field: EditErrorField): string | null {
    if (field === 'role' && this.roleMissing) return validationText('role_required', 'role');
    return this.errors[field] ?? null;
  }

  get formError(): string | null {
    return this.errors.form ?? null;
  }

  setField<K extends DraftField>(field: K, value: ProfileDraft[K]): void {
    this.draft[field] = value;
    this.persist();
    this.clearError(field);
    if (
      (field === 'name' || field === 'role') &&
      this.errors.form &&
      !isBlank(this.draft.name) &&
      this.draft.role !== ''
    ) {
      delete this.errors.form;
    }
  }

  /** A new city clears the district (the district list depends on it). */
  setCity(city: string): void {
    this.draft.city = city;
    if (!districtsOf(city).includes(this.draft.district)) this.draft.district = '';
    this.persist();
    this.clearError('city');
    this.clearError('district');
  }

  setFormError(message: string | null): void {
    if (message) this.errors.form = message;
    else delete this.errors.form;
  }

  private clearError(field: EditErrorField): void {
    if (!(field in this.errors)) return;
    delete this.errors[field];
    // "Fix the marked fields" goes once no field is marked any more.
    const left = Object.keys(this.errors).filter((k) => k !== 'form');
    if (left.length === 0 && this.errors.form === profileTexts.fixErrors) delete this.errors.form;
  }

  /** Reads the private contact (owner only). A failure is shown; the form keeps working. */
  async loadContact(): Promise<void> {
    this.contactStatus = 'loading';
    try {
      const contact = await this.useCases.profiles.getContact(this.uid);
      runInAction(() => {
        this.contact = contact;
        const phone = contact?.phone ?? '';
        // Keep what the member typed or cleared (in a draft kept over a reload); a phone they
        // did not change shows as stored now.
        if (this.draft.phone === this.draft.phoneRead) this.draft.phone = phone;
        this.draft.phoneRead = phone;
        this.initial.phone = phone;
        this.initial.phoneRead = phone;
        this.contactStatus = 'ready';
      });
    } catch (error) {
      this.log('reading the contact failed', error);
      runInAction(() => {
        this.contactStatus = 'error';
      });
    }
  }

  /**
   * Checks size (≤ 1 MB) and type (JPG/PNG) first, then uploads; the new picture is in the
   * draft, and the notice reminds the member to save.
   */
  async uploadAvatar(file: File): Promise<void> {
    this.avatarError = null;
    this.avatarNotice = null;
    const code = validateImageFile({ size: file.size, type: file.type });
    if (code) {
      this.avatarError = validationText(code);
      return;
    }
    this.avatarUploading = true;
    const upload: UploadFile = { name: file.name, type: file.type, size: file.size, data: file };
    try {
      const url = await this.useCases.profiles.uploadAvatar(upload);
      runInAction(() => {
        this.draft.avatarUrl = url;
        this.persist();
        this.avatarNotice = profileTexts.avatarUploaded;
      });
    } catch (error) {
      this.log('uploading the avatar failed', error);
      runInAction(() => {
        this.avatarError = inputErrorText(error, profileTexts.avatarFailed);
      });
    } finally {
      runInAction(() => {
        this.avatarUploading = false;
      });
    }
  }

  removeAvatar(): void {
    this.draft.avatarUrl = '';
    this.persist();
    this.avatarNotice = null;
    this.avatarError = null;
  }

  /** The profile fields to save (every field of the form). */
  get patch(): ProfilePatch {
    return patchOf(this.draft);
  }

  /**
   * What this form changed, the only fields it saves: an edit saved meanwhile, in another tab,
   * keeps its fields. Every save carries a name and a role (spec 5); those this form did not
   * change are the ones stored now (`stored`). A member without a profile yet saves the whole form.
   */
  changesOver(stored: UserProfile | null): ProfilePatch {
    const patch = this.patch;
    if (this.creating) return patch;
    const before = patchOf(this.initial) as Record<string, unknown>;
    const changed = Object.entries(patch).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    );
    const kept = (key: 'name' | 'role') =>
      patch[key] === before[key] && stored?.[key] ? { [key]: stored[key] } : { [key]: patch[key] };
    return { ...Object.fromEntries(changed), ...kept('name'), ...kept('role') };
  }

  /** The contact to save: only when it was read and the phone changed. */
  get contactToSave(): ContactInfo | undefined {
    if (this.contactStatus !== 'ready') return undefined;
    if (this.draft.phone.trim() === this.initial.phone.trim()) return undefined;
    return { email: this.contact?.email ?? this.fallbackEmail, phone: this.draft.phone };
  }

  /** Field messages of core's validateProfile, mapped to the form's fields. */
  private applyValidation(fields: Readonly<Record<string, string | undefined>>): void {
    const errors: Partial<Record<EditErrorField, string>> = {};
    for (const [field, code] of Object.entries(fields)) {
      if (!code) continue;
      const target = FIELD_OF[field as ProfileField] ?? (field as EditErrorField);
      if (errors[target]) continue;
      errors[target] = profileFieldMessage(field, code);
    }
    if (!errors.form && Object.keys(errors).length > 0) errors.form = profileTexts.fixErrors;
    this.errors = errors;
  }

  /** Validates, then saves. The outcome tells the page what to do next. */
  async save(): Promise<SaveOutcome> {
    if (this.saving) return 'failed';
    const contact = this.contactToSave;
    const local = validateProfile(this.patch, contact);
    if (Object.values(local).some(Boolean)) {
      this.applyValidation(local);
      return 'invalid';
    }
    this.errors = {};
    this.saving = true;
    try {
      const stored = this.creating ? null : await this.useCases.profiles.getUser(this.uid);
      await this.useCases.profiles.saveProfile(this.uid, this.changesOver(stored), contact);
      runInAction(() => {
        this.initial = { ...this.draft };
        this.creating = false;
      });
      this.kept?.clear();
      return 'saved';
    } catch (error) {
      this.log('saving the profile failed', error);
      runInAction(() => {
        if (isValidationError(error)) this.applyValidation(error.fields);
        else if (isDomainError(error) && error.code === 'permission-denied')
          this.errors = { form: profileTexts.permissionDenied };
        else this.errors = { form: inputErrorText(error, profileTexts.saveFailed) };
      });
      return isValidationError(error) ? 'invalid' : 'failed';
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/** The profile fields of the form's values, as saved. */
function patchOf(d: ProfileDraft): ProfilePatch {
  return {
    name: d.name,
    avatarUrl: d.avatarUrl,
    headline: d.headline,
    gender: d.gender || null,
    address: { city: d.city, district: d.city ? d.district : '' },
    bio: d.bio,
    role: d.role || null,
    industryExperience: d.industryExperience,
    yearsExperience: d.yearsExperience || null,
    pastExperience: d.pastExperience,
    skills: d.skills,
    interests: d.interests,
    workingStyle: d.workingStyle,
    availability: d.availability || null,
    // An address typed without https:// is saved with it.
    linkedinUrl: withWebScheme(d.linkedinUrl),
    githubUrl: withWebScheme(d.githubUrl),
    websiteUrl: withWebScheme(d.websiteUrl),
  };
}
