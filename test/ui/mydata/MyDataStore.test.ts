import { DomainError, type MyDataExport } from '../../../core/domain';
import type { UseCases } from '../../../core/usecases';
import { MyDataStore } from '../../../ui/mydata/MyDataStore';
import { myDataTexts } from '../../../ui/mydata/texts';

const EXPORT: MyDataExport = { format: 'cofounder-my-data', uid: 'u-1', exportedAt: 1, sections: { profile: null } };

function useCasesWith(myData: Partial<UseCases['myData']>): UseCases {
  return { myData } as unknown as UseCases;
}

const quiet = () => {};

describe('MyDataStore', () => {
  it('hands the export to be saved', async () => {
    const saved: MyDataExport[] = [];
    const store = new MyDataStore(useCasesWith({ exportMyData: async () => EXPORT }), (d) => saved.push(d), quiet);
    expect(await store.download()).toBe(true);
    expect(saved).toEqual([EXPORT]);
    expect(store.downloadError).toBeNull();
  });

  it('says plainly when the download fails', async () => {
    const store = new MyDataStore(
      useCasesWith({ exportMyData: async () => Promise.reject(new DomainError('unavailable')) }),
      () => {},
      quiet,
    );
    expect(await store.download()).toBe(false);
    expect(store.downloadError).toBe(myDataTexts.downloadFailed);
  });

  it('asks for the word, keeps what was typed, and deletes only with it', async () => {
    const calls: string[] = [];
    const store = new MyDataStore(useCasesWith({ deleteMyAccount: async (w: string) => void calls.push(w) }), () => {}, quiet);
    store.setConfirmation('刪除');
    expect(await store.deleteAccount()).toBe(false);
    expect(store.confirmationError).toBe(myDataTexts.confirmMismatch);
    expect(store.confirmation).toBe('刪除');
    expect(calls).toEqual([]);
    store.setConfirmation('刪除帳號');
    expect(store.confirmationError).toBeNull();
    expect(await store.deleteAccount()).toBe(true);
    expect(calls).toEqual(['刪除帳號']);
  });

  it('keeps the account and says so when the deletion fails', async () => {
    const store = new MyDataStore(
      useCasesWith({ deleteMyAccount: async () => Promise.reject(new DomainError('unavailable')) }),
      () => {},
      quiet,
    );
    store.setConfirmation('刪除帳號');
    expect(await store.deleteAccount()).toBe(false);
    expect(store.deleteError).toBe(myDataTexts.deleteFailed);
    expect(store.deleting).toBe(false);
  });
});
