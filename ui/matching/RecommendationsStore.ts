import { makeAutoObservable, runInAction } from 'mobx';
import type { Uid } from '../../core/domain';
import type { MatchField } from '../../core/matching/partnerScoring';
import type { ProjectSuggestions, RecommendedPartner } from '../../core/usecases';

export type RecommendationsStatus = 'loading' | 'ready' | 'fill-in' | 'no-skills' | 'error';

/** Asks the backend: the member's recommendations, or the owner's project suggestions. */
export type RecommendationsRequest = (ownUid: Uid) => Promise<ProjectSuggestions>;

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[recommendations] ${message}`, error);

/** Recommended partners (the member's, or for the owner's project), or what to fill in first. */
export class RecommendationsStore {
  status: RecommendationsStatus = 'loading';
  partners: RecommendedPartner[] = [];
  missing: MatchField[] = [];
  private request = 0;

  constructor(
    private readonly ask: RecommendationsRequest,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<RecommendationsStore, 'ask' | 'log' | 'request'>(
      this,
      { ask: false, log: false, request: false },
      { autoBind: true, deep: false },
    );
  }

  async load(ownUid: Uid | null): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    if (!ownUid) return;
    try {
      const result = await this.ask(ownUid);
      runInAction(() => {
        if (request !== this.request) return;
        this.missing = result.kind === 'fill-in' ? result.missing : [];
        this.partners = result.kind === 'ready' ? result.partners : [];
        this.status = result.kind;
      });
    } catch (error) {
      this.log('loading recommendations failed', error);
      runInAction(() => {
        if (request === this.request) this.status = 'error';
      });
    }
  }

  /** Results that arrive after this are dropped. */
  dispose(): void {
    this.request += 1;
  }
}
