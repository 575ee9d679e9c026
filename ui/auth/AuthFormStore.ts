import { makeAutoObservable } from 'mobx';
import { validateLogin, validateRegister } from '../../core/validation/auth';
import { REGISTER_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { validationText } from '../texts';
import { sameShape, type FormDraft } from '../stores/sessionDrafts';

export type AuthMode = 'login' | 'register';
export type AuthField = 'name' | 'email' | 'password';

export const AUTH_FIELDS: readonly AuthField[] = ['name', 'email', 'password'];

/** What the tab keeps of the form: the tab and the name and email, never the password. */
export interface AuthDraft {
  mode: string;
  name: string;
  email: string;
}

export function readAuthDraft(value: unknown): AuthDraft | null {
  const d = sameShape(value, { mode: '', name: '', email: '' });
  return d && (d.mode === 'login' || d.mode === 'register') ? d : null;
}

/**
 * The sign-in and registration form (spec 2 Auth page, spec 5): what was typed, the tab, and
 * the message under each field. Core's rules are checked on submit, then again on every change;
 * switching tabs clears the messages but never what was typed. A plain view store like every
 * other form of the app: the first page most visitors open carries no form library.
 */
export class AuthFormStore {
  mode: AuthMode = 'login';
  values: Record<AuthField, string> = { name: '', email: '', password: '' };
  /** The zh-TW message under each field, if any. */
  errors: Partial<Record<AuthField, string>> = {};
  /** True after the first submit: from then on messages follow every change. */
  attempted = false;

  /**
   * `kept`: where the tab keeps the form, so reading the privacy policy, Back or a reload loses
   * no name or email typed.
   */
  constructor(private readonly kept: FormDraft<AuthDraft> | null = null) {
    makeAutoObservable<AuthFormStore, 'kept'>(this, { kept: false }, { autoBind: true });
  }

  /**
   * Shows what the tab kept, unless something was typed already (before the app took the page
   * over). Called once the prerendered page has hydrated, which must find the markup it made.
   */
  restoreKept(): void {
    const restored = this.kept?.load();
    if (!restored || this.values.name !== '' || this.values.email !== '') return;
    this.mode = restored.mode as AuthMode;
    this.values = { ...this.values, name: restored.name, email: restored.email };
  }

  private keep(): void {
    const { name, email } = this.values;
    if (name === '' && email === '' && this.mode === 'login') this.kept?.clear();
    else this.kept?.save({ mode: this.mode, name, email });
  }

  /** Signed in: nothing of the form is kept any more. */
  signedIn(): void {
    this.kept?.clear();
  }

  get isRegister(): boolean {
    return this.mode === 'register';
  }

  setMode(mode: AuthMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.errors = {};
    this.keep();
  }

  set(field: AuthField, value: string): void {
    this.values[field] = value;
    if (field !== 'password') this.keep();
    if (this.attempted) this.validate();
  }

  /** Checks the fields the current tab shows; true when they pass. */
  validate(): boolean {
    const codes: Partial<Record<AuthField, string>> = this.isRegister
      ? validateRegister(this.values)
      : validateLogin(this.values);
    const errors: Partial<Record<AuthField, string>> = {};
    for (const field of AUTH_FIELDS) {
      const code = codes[field];
      if (code) errors[field] = validationText(code, field, REGISTER_FIELD_LIMITS);
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** A submit: from now on messages follow every change. */
  submit(): boolean {
    this.attempted = true;
    return this.validate();
  }

  setError(field: AuthField, message: string): void {
    this.errors = { ...this.errors, [field]: message };
  }

  clearErrors(): void {
    this.errors = {};
  }

  /** The first field (in form order) with a message, to move focus to. */
  get firstInvalid(): AuthField | null {
    return AUTH_FIELDS.find((field) => this.errors[field]) ?? null;
  }
}
