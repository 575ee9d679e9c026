import { makeAutoObservable, runInAction } from 'mobx';
import type { Report, ReportInput, ReportReason, ReportTargetKind } from '../../core/domain';
import { errorCodeOf, isValidationError } from '../../core/domain';
import { hasErrors, type FieldErrors } from '../../core/validation/codes';
import { validateReport, type ReportField } from '../../core/validation/report';
import { REPORT_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { LIMITS } from '../../core/constants';
import { errorText, validationText } from '../texts';
import { reportTexts } from './texts';

/** What is reported: a member, a project, or a message of a chat. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
  /** The message's chat; empty otherwise. */
  chatId?: string;
}

/**
 * The report form: a reason from the short list (required) and optional words within
 * REPORT_FIELD_LIMITS. A refusal keeps what was typed and says why: already reported and still
 * open, one's own content, gone, or a plain failure.
 */
export class ReportFormStore {
  reason: ReportReason | '' = '';
  details = '';
  errors: FieldErrors<ReportField> = {};
  attempted = false;
  sending = false;
  /** Why the last send failed, in words; null when it did not. */
  failure: string | null = null;

  constructor(readonly target: ReportTarget) {
    makeAutoObservable(this, { target: false }, { autoBind: true });
  }

  get input(): ReportInput {
    return {
      targetKind: this.target.kind,
      targetId: this.target.id,
      chatId: this.target.chatId ?? '',
      reason: this.reason as ReportReason,
      details: this.details,
    };
  }

  /** The message under a field, or null. */
  fieldError(field: 'reason' | 'details'): string | null {
    const code = this.errors[field];
    if (!code) return null;
    if (field === 'reason') return reportTexts.reasonRequired;
    return validationText(code, field, REPORT_FIELD_LIMITS);
  }

  setReason(reason: ReportReason | ''): void {
    this.reason = reason;
    if (this.attempted) this.validate();
  }

  setDetails(details: string): void {
    this.details = details;
    if (this.attempted) this.validate();
  }

  validate(): boolean {
    this.errors = validateReport(this.input);
    return !hasErrors(this.errors);
  }

  /** Sends the report; true when it was stored. */
  async submit(send: (input: ReportInput) => Promise<Report>): Promise<boolean> {
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return false;
    this.sending = true;
    try {
      await send(this.input);
      return true;
    } catch (e) {
      runInAction(() => {
        if (isValidationError(e)) this.errors = e.fields as FieldErrors<ReportField>;
        else this.failure = failureText(e);
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}

function failureText(e: unknown): string {
  switch (errorCodeOf(e)) {
    case 'already-exists':
      return reportTexts.alreadyOpen;
    case 'permission-denied':
      return reportTexts.own;
    case 'not-found':
      return reportTexts.gone;
    case 'resource-exhausted':
      return reportTexts.limitReached(LIMITS.REPORTS_PER_DAY);
    default:
      // A cause the member can act on (signed out meanwhile) is said; otherwise 請稍後再試.
      return errorText(e, reportTexts.failed);
  }
}
