import { makeAutoObservable, runInAction } from 'mobx';
import { isAccountDeletionConfirmed, type MyDataExport } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { myDataTexts } from './texts';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[my-data] ${message}`, error);

/**
 * 下載我的資料 and 刪除帳號 (個人資料保護法). The deletion asks for the confirmation word first; a
 * wrong word is said plainly and the typed text stays.
 */
export class MyDataStore {
  downloading = false;
  downloadError: string | null = null;
  confirmation = '';
  confirmationError: string | null = null;
  deleting = false;
  deleteError: string | null = null;

  constructor(
    private readonly useCases: UseCases,
    private readonly save: (data: MyDataExport) => void,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<MyDataStore, 'useCases' | 'save' | 'log'>(this, { useCases: false, save: false, log: false });
  }

  /** Reads every section and hands the file to `save`; true when it was saved. */
  async download(): Promise<boolean> {
    if (this.downloading) return false;
    this.downloading = true;
    this.downloadError = null;
    try {
      const data = await this.useCases.myData.exportMyData();
      this.save(data);
      return true;
    } catch (error) {
      this.log('reading my data failed', error);
      runInAction(() => (this.downloadError = errorText(error, myDataTexts.downloadFailed)));
      return false;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  setConfirmation(text: string): void {
    this.confirmation = text;
    this.confirmationError = null;
  }

  /** Deletes the account once the word is typed; true when the account is gone (and signed out). */
  async deleteAccount(): Promise<boolean> {
    if (this.deleting) return false;
    if (!isAccountDeletionConfirmed(this.confirmation)) {
      this.confirmationError = myDataTexts.confirmMismatch;
      return false;
    }
    this.deleting = true;
    this.deleteError = null;
    try {
      await this.useCases.myData.deleteMyAccount(this.confirmation);
      return true;
    } catch (error) {
      this.log('deleting the account failed', error);
      runInAction(() => (this.deleteError = errorText(error, myDataTexts.deleteFailed)));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
