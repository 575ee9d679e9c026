import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIMITS } from '../../core/constants';
import type { Banner, BannerInput, ClientId, UploadFile } from '../../core/domain';
import { isValidationError, newClientId } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { editTarget } from '../../core/usecases/editTarget';
import { hasErrors, validateBanner, validateBannerImage } from '../../core/validation';
import type { BannerField, FieldErrors } from '../../core/validation';
import { inputErrorText } from '../texts';
import { adminTexts } from './texts/common';

export type BannerSaveOutcome = { ok: true; banner: Banner; created: boolean } | { ok: false };

export type BannerStage = 'idle' | 'uploading' | 'saving';

/** Stands in for the image URL while a chosen file waits to be uploaded on save. */
const PENDING_UPLOAD = 'pending-upload';

/**
 * The banner modal's form (spec 5 Banner): order a number (default 100), title, linkUrl an
 * http(s) URL, and an image — required (請上傳圖片！). A chosen file is previewed at once and
 * uploaded on save (banners/{timestamp}_{filename}), so a cancelled form leaves nothing behind;
 * once uploaded, a failed save does not upload it again. Nothing typed is lost on an error.
 */
export class BannerFormStore {
  open = false;
  editing: Banner | null = null;
  title = '';
  linkUrl = '';
  order = String(LIMITS.BANNER_DEFAULT_ORDER);
  /** The stored image URL (the banner's, or one uploaded by a failed save). */
  imageUrl = '';
  /** A chosen file, not uploaded yet. */
  file: UploadFile | null = null;
  /** What the preview shows: the chosen file (data URL) or the stored image. */
  preview = '';
  errors: FieldErrors<BannerField> = {};
  attempted = false;
  stage: BannerStage = 'idle';
  private opened = '';
  failure: string | null = null;
  private readGeneration = 0;
  /** The id a new banner is created under, kept across tries of this form (a lost reply then 儲存 again). */
  private newId: ClientId = newClientId();

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<BannerFormStore, 'useCases' | 'readGeneration'>(
      this,
      { useCases: false, readGeneration: false, file: observableRef },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.stage !== 'idle';
  }

  get hasImage(): boolean {
    return this.file !== null || this.imageUrl.trim() !== '';
  }

  /** Opens the modal: empty (order 100) for a new banner, or filled with `banner`. */
  start(banner: Banner | null): void {
    this.readGeneration += 1;
    this.open = true;
    this.newId = newClientId();
    this.editing = banner;
    this.title = banner?.title ?? '';
    this.linkUrl = banner?.linkUrl ?? '';
    this.order = String(banner?.order ?? LIMITS.BANNER_DEFAULT_ORDER);
    this.imageUrl = banner?.imageUrl ?? '';
    this.file = null;
    this.preview = banner?.imageUrl ?? '';
    this.errors = {};
    this.attempted = false;
    this.stage = 'idle';
    this.failure = null;
    this.opened = this.typed;
  }

  /** What the admin typed or chose, to tell an edit from the form as opened. */
  private get typed(): string {
    return JSON.stringify([this.title, this.linkUrl, this.order, this.imageUrl, this.file?.name ?? null]);
  }

  /** Something was typed or chosen since the form opened: closing it asks first. */
  get dirty(): boolean {
    return this.open && this.typed !== this.opened;
  }

  close(): void {
    if (this.busy) return;
    this.readGeneration += 1;
    this.open = false;
  }

  set(field: 'title' | 'linkUrl' | 'order', value: string): void {
    this[field] = value;
    if (this.attempted) this.validate();
  }

  /** A file from the picker: JPG or PNG only; previewed at once, uploaded on save. */
  chooseFile(file: File | null | undefined): void {
    if (!file) return;
    const code = validateBannerImage({ size: file.size, type: file.type });
    if (code) {
      this.errors = { ...this.errors, imageUrl: code };
      return;
    }
    this.file = { name: file.name, type: file.type, size: file.size, data: file };
    this.preview = '';
    const { imageUrl: _dropped, ...rest } = this.errors;
    this.errors = rest;
    const generation = ++this.readGeneration;
    if (typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      runInAction(() => {
        if (generation === this.readGeneration && typeof reader.result === 'string') this.preview = reader.result;
      });
    };
    reader.readAsDataURL(file);
  }

  /** The input as it will be saved (the image stands in while a file waits for upload). */
  private input(imageUrl: string): BannerInput {
    const order = this.order.trim() === '' ? Number.NaN : Number(this.order.trim());
    return { title: this.title.trim(), linkUrl: this.linkUrl.trim(), order, imageUrl };
  }

  validate(): boolean {
    this.errors = validateBanner(this.input(this.file ? PENDING_UPLOAD : this.imageUrl));
    return !hasErrors(this.errors);
  }

  async submit(): Promise<BannerSaveOutcome> {
    if (this.busy) return { ok: false };
    this.attempted = true;
    this.failure = null;
    if (!this.validate()) return { ok: false };
    const target = editTarget(this.editing, this.newId);
    try {
      if (this.file) {
        this.stage = 'uploading';
        const url = await this.useCases.admin.uploadBannerImage(this.file);
        runInAction(() => {
          this.imageUrl = url;
          this.file = null;
        });
      }
      runInAction(() => {
        this.stage = 'saving';
      });
      const banner = await this.useCases.admin.saveBanner(target, this.input(this.imageUrl));
      runInAction(() => {
        this.stage = 'idle';
        this.open = false;
      });
      return { ok: true, banner, created: target.isNew };
    } catch (error) {
      runInAction(() => {
        const uploading = this.stage === 'uploading';
        this.stage = 'idle';
        if (isValidationError(error)) {
          const fields = { ...error.fields } as Record<string, string>;
          if (fields.image) fields.imageUrl = fields.image;
          this.errors = fields as FieldErrors<BannerField>;
        } else {
          this.failure = inputErrorText(error, uploading ? adminTexts.failures.upload : adminTexts.failures.save);
        }
      });
      return { ok: false };
    }
  }
}
