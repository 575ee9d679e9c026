import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../core/constants';
import type { Banner, Resource, Uid, UserProfile } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { homeTexts } from './texts';

export type LoadStatus = 'loading' | 'ready' | 'error';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[home] ${message}`, error);

/** Banners in the order the carousel shows them: by `order`. */
export function inShowOrder(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => a.order - b.order);
}

/**
 * Home's data (spec 2 Home, 9): the banners (ordered by `order`), the 3 newest resources and
 * the featured members (5 fetched, own account dropped, 4 shown). The three load on their own:
 * one failing does not hide the others. Banners and resources that fail to load are simply
 * not shown (their sections only appear when there is something in them).
 */
export class HomeStore {
  banners: Banner[] = [];
  bannersStatus: LoadStatus = 'loading';
  resources: Resource[] = [];
  resourcesStatus: LoadStatus = 'loading';
  members: UserProfile[] = [];
  membersStatus: LoadStatus = 'loading';
  membersError: string | null = null;

  private disposed = false;

  private readonly log: Log;

  /**
   * `banners`: those the prerendered page shows, which loadBanners() then refreshes in place;
   * `log`: where load failures are reported.
   */
  constructor(
    private readonly useCases: UseCases,
    { banners, log = defaultLog }: { banners?: Banner[]; log?: Log } = {},
  ) {
    this.log = log;
    if (banners) {
      this.banners = inShowOrder(banners);
      this.bannersStatus = 'ready';
    }
    // deep: false: answers are replaced whole, never changed in place; copying every member into
    // observables cost the first screen's main thread on a phone.
    makeAutoObservable<HomeStore, 'useCases' | 'log' | 'disposed'>(
      this,
      { useCases: false, log: false, disposed: false },
      { autoBind: true, deep: false },
    );
  }

  /** Starts the three loads; the returned promise settles when all have. */
  load(ownUid: Uid | null): Promise<void> {
    this.disposed = false;
    return Promise.all([this.loadBanners(), this.loadResources(), this.loadMembers(ownUid)]).then(() => undefined);
  }

  /** Results that arrive after this are dropped. */
  dispose(): void {
    this.disposed = true;
  }

  get showCarousel(): boolean {
    return this.banners.length > 0;
  }

  get showResources(): boolean {
    return this.resources.length > 0;
  }

  async loadBanners(): Promise<void> {
    if (this.bannersStatus !== 'ready') this.bannersStatus = 'loading';
    try {
      const banners = await this.useCases.content.listBanners();
      runInAction(() => {
        if (this.disposed) return;
        this.banners = inShowOrder(banners);
        this.bannersStatus = 'ready';
      });
    } catch (error) {
      this.log('loading the banners failed', error);
      runInAction(() => {
        this.banners = [];
        this.bannersStatus = 'error';
      });
    }
  }

  async loadResources(): Promise<void> {
    this.resourcesStatus = 'loading';
    try {
      const resources = await this.useCases.content.homeResources();
      runInAction(() => {
        if (this.disposed) return;
        this.resources = resources.slice(0, LIMITS.HOME_RESOURCES);
        this.resourcesStatus = 'ready';
      });
    } catch (error) {
      this.log('loading the resources failed', error);
      runInAction(() => {
        this.resources = [];
        this.resourcesStatus = 'error';
      });
    }
  }

  async loadMembers(ownUid: Uid | null): Promise<void> {
    this.membersStatus = 'loading';
    this.membersError = null;
    try {
      const members = await this.useCases.profiles.featuredMembers(ownUid);
      runInAction(() => {
        if (this.disposed) return;
        this.members = members;
        this.membersStatus = 'ready';
      });
    } catch (error) {
      this.log('loading the featured members failed', error);
      runInAction(() => {
        this.members = [];
        this.membersStatus = 'error';
        this.membersError = errorText(error, homeTexts.membersError);
      });
    }
  }
}
