import { makeAutoObservable, runInAction } from 'mobx';
import type { FeedbackInput, FeedbackResponse } from '../../core/domain';
import { errorCodeOf, isDomainError, isValidationError } from '../../core/domain';
import { hasErrors, validateFeedback } from '../../core/validation';
import type { FeedbackField, FieldErrors } from '../../core/validation';
import { sameShape } from '../stores/sessionDrafts';
import type { FormDraft } from '../stores/sessionDrafts';
import { contactTexts } from './texts';

export interface ContactResult {
  tone: 'success' | 'error';
  text: string;
}

const FIELDS: readonly FeedbackField[] = ['name', 'email', 'message'];

/** A stored contact draft, whole, or null. */
export function readContactDraft(value: unknown): FeedbackInput | null {
  return sameShape(value, { name: '', email: '', message: '' });
}

/**
 * The contact form (spec 5 Contact form, 8 Contact): name and message required, email optional
 * but email-typed when given. The answer's own message shows on success and on refusal (else
 * 無法送出，請稍後再試。; an unknown error 發生未知錯誤). Success empties the form back to its
 * defaults; any failure keeps what was typed, and with a draft it outlives a reload until sent.
 */
export class ContactFormStore {
  values: FeedbackInput;
  errors: FieldErrors<FeedbackField> = {};
  attempted = false;
  sending = false;
  result: ContactResult | null = null;

  constructor(
    private readonly defaults: FeedbackInput = { name: '', email: '', message: '' },
    private readonly draft?: FormDraft<FeedbackInput>,
  ) {
    this.values = draft?.load() ?? { ...defaults };
    makeAutoObservable<ContactFormStore, 'defaults' | 'draft'>(
      this,
      { defaults: false, draft: false },
      { autoBind: true },
    );
  }

  /** Something typed differs from the form's defaults. */
  get dirty(): boolean {
    return FIELDS.some((f) => this.values[f] !== this.defaults[f]);
  }

  set(field: FeedbackField, value: string): void {
    this.values[field] = value;
    if (this.attempted) this.validate();
    if (this.dirty) this.draft?.save({ ...this.values });
    else this.draft?.clear();
  }

  validate(): boolean {
    this.errors = validateFeedback(this.values);
    return !hasErrors(this.errors);
  }

  async submit(send: (input: FeedbackInput) => Promise<FeedbackResponse>): Promise<boolean> {
    const t = contactTexts;
    this.attempted = true;
    this.result = null;
    if (!this.validate()) return false;
    this.sending = true;
    try {
      const response = await send({ ...this.values });
      const message = typeof response?.message === 'string' ? response.message.trim() : '';
      runInAction(() => {
        if (response?.success) {
          this.values = { ...this.defaults };
          this.draft?.clear();
          this.attempted = false;
          this.errors = {};
          this.result = { tone: 'success', text: message || t.sent };
        } else {
          this.result = { tone: 'error', text: message || t.sendFailed };
        }
      });
      return response?.success === true;
    } catch (e) {
      runInAction(() => {
        if (isValidationError(e)) {
          const fields: FieldErrors<FeedbackField> = {};
          for (const f of FIELDS) {
            const code = e.fields[f];
            if (code) fields[f] = code as FieldErrors<FeedbackField>[typeof f];
          }
          this.errors = fields;
          if (!hasErrors(fields)) this.result = { tone: 'error', text: t.sendFailed };
        } else if (isDomainError(e) && errorCodeOf(e) === 'resource-exhausted') {
          this.result = { tone: 'error', text: t.tooMany };
        } else if (!isDomainError(e) || errorCodeOf(e) === 'unknown') {
          this.result = { tone: 'error', text: t.unknownError };
        } else {
          this.result = { tone: 'error', text: t.sendFailed };
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
