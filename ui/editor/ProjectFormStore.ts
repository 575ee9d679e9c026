import { makeAutoObservable, runInAction } from 'mobx';
import type { PartnerRole, ProjectInput, ProjectStage } from '../../core/domain';
import { PARTNER_ROLES, PROJECT_STAGES, isOneOf, isValidationError } from '../../core/domain';
import { hasErrors, normalizeProjectInput, validateProjectInput } from '../../core/validation';
import type { FieldErrors, ProjectField } from '../../core/validation';
import { sameShape } from '../stores/sessionDrafts';
import type { FormDraft } from '../stores/sessionDrafts';
import { inputErrorText } from '../texts';
import { editorTexts } from './texts';

/** What the project form holds while typing (stage '' until chosen). */
export interface ProjectFormValues {
  projectName: string;
  headline: string;
  description: string;
  stage: ProjectStage | '';
  partnersWanted: PartnerRole[];
  skillsRequired: string[];
}

const PROJECT_FIELDS: readonly ProjectField[] = [
  'projectName',
  'headline',
  'description',
  'stage',
  'partnersWanted',
  'skillsRequired',
];

function valuesOf(initial: ProjectInput | null | undefined): ProjectFormValues {
  return {
    projectName: initial?.projectName ?? '',
    headline: initial?.headline ?? '',
    description: initial?.description ?? '',
    stage: initial?.stage ?? '',
    partnersWanted: [...(initial?.partnersWanted ?? [])],
    skillsRequired: [...(initial?.skillsRequired ?? [])],
  };
}

/** A stored project draft, whole and with known codes only, or null. */
export function readProjectDraft(value: unknown): ProjectFormValues | null {
  const v = sameShape(value, valuesOf(null));
  if (!v) return null;
  if (v.stage !== '' && !isOneOf(PROJECT_STAGES, v.stage)) return null;
  if (!v.partnersWanted.every((p) => isOneOf(PARTNER_ROLES, p))) return null;
  return v;
}

function sameValues(a: ProjectFormValues, b: ProjectFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameProject(a: ProjectInput, b: ProjectInput): boolean {
  return PROJECT_FIELDS.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
}

/**
 * What to save when the project changed since the form opened (saved in another tab): the
 * fields this form changed, and the stored values of the others.
 */
export function overStoredChanges(opened: ProjectInput, stored: ProjectInput, mine: ProjectInput): ProjectInput {
  const out = { ...mine } as Record<ProjectField, unknown>;
  for (const f of PROJECT_FIELDS) {
    if (JSON.stringify(mine[f]) === JSON.stringify(opened[f])) out[f] = stored[f];
  }
  return out as unknown as ProjectInput;
}

/**
 * The project form (spec 5 Project form): the typed values, the field errors of core's
 * validateProjectInput (checked on submit, then again on every change), and the save outcome.
 * Nothing typed is ever dropped: a refused or failed save keeps every value, and with a draft
 * the values outlive a reload until they are saved.
 */
export class ProjectFormStore {
  values: ProjectFormValues;
  errors: FieldErrors<ProjectField> = {};
  /** True after the first submit: from then on errors follow every change. */
  attempted = false;
  saving = false;
  /** The message of a failed save (server or network), or null. */
  failure: string | null = null;

  /** What the form started from (or last saved): the unsaved-changes check compares with it. */
  private saved: ProjectFormValues;
  /** The project as the form opened it; null for a new one. */
  private opened: ProjectInput | null;

  constructor(
    initial: ProjectInput | null | undefined,
    private readonly failureText: string,
    private readonly draft?: FormDraft<ProjectFormValues>,
    /** The project as stored now, read just before saving (see submit). */
    private readonly stored?: () => Promise<ProjectInput | null>,
  ) {
    this.saved = valuesOf(initial);
    this.opened = initial ?? null;
    this.values = draft?.load() ?? valuesOf(initial);
    makeAutoObservable<ProjectFormStore, 'failureText' | 'draft' | 'stored' | 'opened'>(
      this,
      { failureText: false, draft: false, stored: false, opened: false },
      { autoBind: true },
    );
  }

  get dirty(): boolean {
    return !sameValues(this.values, this.saved);
  }

  set<K extends keyof ProjectFormValues>(field: K, value: ProjectFormValues[K]): void {
    this.values[field] = value;
    if (this.attempted) this.validate();
    if (this.dirty) this.draft?.save(this.values);
    else this.draft?.clear();
  }

  /** The values as a ProjectInput (the use case trims and normalises). */
  get input(): ProjectInput {
    const v = this.values;
    return {
      projectName: v.projectName,
      headline: v.headline,
      description: v.description,
      stage: v.stage as ProjectStage,
      partnersWanted: [...v.partnersWanted],
      skillsRequired: [...v.skillsRequired],
    };
  }

  validate(): boolean {
    this.errors = validateProjectInput(this.input);
    return !hasErrors(this.errors);
  }

  /** Validates, then saves with `save`; true when saved. */
  async submit(save: (input: ProjectInput) => Promise<unknown>): Promise<boolean> {
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return false;
    this.saving = true;
    try {
      // A form open since before a save in another tab neither replaces a project published
      // there (the member is told, and keeps what they typed) nor puts back its other fields.
      const now = this.stored ? await this.stored() : null;
      // A publish whose answer was lost left this very project: that is the one this form sent.
      if (now && !this.opened && sameProject(now, normalizeProjectInput(this.input))) {
        runInAction(() => {
          this.saved = valuesOf(this.input);
          this.opened = now;
        });
        this.draft?.clear();
        return true;
      }
      if (now && !this.opened) {
        runInAction(() => {
          this.failure = editorTexts.projectForm.publishedMeanwhile;
        });
        return false;
      }
      const input = now && this.opened ? overStoredChanges(this.opened, now, this.input) : this.input;
      await save(input);
      runInAction(() => {
        this.saved = valuesOf(this.input);
        this.opened = input;
      });
      this.draft?.clear();
      return true;
    } catch (e) {
      runInAction(() => {
        if (isValidationError(e)) {
          const fields: FieldErrors<ProjectField> = {};
          for (const f of PROJECT_FIELDS) {
            const code = e.fields[f];
            if (code) fields[f] = code as FieldErrors<ProjectField>[typeof f];
          }
          this.errors = fields;
          if (!hasErrors(fields)) this.failure = inputErrorText(e, this.failureText);
        } else {
          this.failure = inputErrorText(e, this.failureText);
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
