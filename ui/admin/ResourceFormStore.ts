import { makeAutoObservable, runInAction } from 'mobx';
import type { ClientId, Resource, ResourceInput } from '../../core/domain';
import { isValidationError, newClientId } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { editTarget } from '../../core/usecases/editTarget';
import { hasErrors, validateResource } from '../../core/validation';
import type { FieldErrors, ResourceField } from '../../core/validation';
import { inputErrorText } from '../texts';
import { adminTexts } from './texts/common';

export const RESOURCE_FIELDS: readonly ResourceField[] = [
  'title',
  'officialUrl',
  'imageUrl',
  'category',
  'district',
  'description',
];

const EMPTY: ResourceInput = { title: '', officialUrl: '', imageUrl: '', category: '', district: '', description: '' };

function trimmedInput(values: ResourceInput): ResourceInput {
  const out = { ...values };
  for (const field of RESOURCE_FIELDS) out[field] = values[field].trim();
  return out;
}

export type ResourceSaveOutcome = { ok: true; resource: Resource; created: boolean } | { ok: false };

/**
 * The resource form (spec 5 Resource): every field required, officialUrl an http(s) URL. Checked
 * with core's validateResource on submit and then on every change; a refused or failed save keeps
 * everything typed. startEdit() fills it with a resource; reset() empties it.
 */
export class ResourceFormStore {
  values: ResourceInput = { ...EMPTY };
  errors: FieldErrors<ResourceField> = {};
  attempted = false;
  saving = false;
  /** The message of a failed save, or null. */
  failure: string | null = null;
  /** The resource being edited; null when creating. */
  editing: Resource | null = null;
  private opened = JSON.stringify(EMPTY);
  /** The id a new resource is created under, kept across tries until the form is emptied. */
  private newId: ClientId = newClientId();

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<ResourceFormStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  set(field: ResourceField, value: string): void {
    this.values[field] = value;
    if (this.attempted) this.validate();
  }

  startEdit(resource: Resource): void {
    this.editing = resource;
    this.values = {
      title: resource.title,
      officialUrl: resource.officialUrl,
      imageUrl: resource.imageUrl,
      category: resource.category,
      district: resource.district,
      description: resource.description,
    };
    this.errors = {};
    this.attempted = false;
    this.failure = null;
    this.opened = JSON.stringify(this.values);
  }

  reset(): void {
    this.editing = null;
    this.newId = newClientId();
    this.values = { ...EMPTY };
    this.errors = {};
    this.attempted = false;
    this.failure = null;
    this.opened = JSON.stringify(this.values);
  }

  /** Something was typed since the form was emptied or filled: replacing it asks first. */
  get dirty(): boolean {
    return JSON.stringify(this.values) !== this.opened;
  }

  validate(): boolean {
    this.errors = validateResource(trimmedInput(this.values));
    return !hasErrors(this.errors);
  }

  async submit(): Promise<ResourceSaveOutcome> {
    if (this.saving) return { ok: false };
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return { ok: false };
    this.saving = true;
    const target = editTarget(this.editing, this.newId);
    try {
      const resource = await this.useCases.admin.saveResource(target, trimmedInput(this.values));
      runInAction(() => {
        this.saving = false;
        this.reset();
      });
      return { ok: true, resource, created: target.isNew };
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (isValidationError(error)) this.errors = error.fields as FieldErrors<ResourceField>;
        else this.failure = inputErrorText(error, adminTexts.failures.save);
      });
      return { ok: false };
    }
  }
}
