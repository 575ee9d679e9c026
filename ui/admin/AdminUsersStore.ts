import { makeAutoObservable, runInAction } from 'mobx';
import type { UserProfile } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { PagedSearchStore } from './PagedSearchStore';

export type ActionOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Members (spec 2, 6, 7 Admin): the name-prefix search, 10 a page, and admin rights. A row's
 * flag changes only once the backend has accepted it. An admin never removes their own rights
 * here (the row says why); the backend is the one that really refuses non-admins.
 */
export class AdminUsersStore {
  readonly list: PagedSearchStore<UserProfile>;
  /** The member whose rights are being changed. */
  busyUid: string | null = null;

  constructor(
    private readonly useCases: UseCases,
    private readonly selfUid: () => string | null,
  ) {
    this.list = new PagedSearchStore<UserProfile>({
      fetchPage: (prefix, after) => this.useCases.admin.searchUsers(prefix, after),
    });
    makeAutoObservable<AdminUsersStore, 'useCases' | 'selfUid'>(
      this,
      { list: false, useCases: false, selfUid: false },
      { autoBind: true },
    );
  }

  isSelf(user: Pick<UserProfile, 'uid'>): boolean {
    return user.uid === this.selfUid();
  }

  /** The own row may not lose its rights. */
  canRevoke(user: Pick<UserProfile, 'uid' | 'isAdmin'>): boolean {
    return user.isAdmin && !this.isSelf(user);
  }

  async setAdmin(user: UserProfile, isAdmin: boolean): Promise<ActionOutcome> {
    if (this.busyUid !== null) return { ok: false, error: null };
    if (!isAdmin && !this.canRevoke(user)) return { ok: false, error: null };
    this.busyUid = user.uid;
    try {
      await this.useCases.admin.setAdmin(user.uid, isAdmin);
      runInAction(() => {
        this.list.updateItem(
          (u) => u.uid === user.uid,
          (u) => ({ ...u, isAdmin }),
        );
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    } finally {
      runInAction(() => {
        this.busyUid = null;
      });
    }
  }

  dispose(): void {
    this.list.dispose();
  }
}
