import { makeAutoObservable, runInAction } from 'mobx';
import type { Uid } from '../../core/domain';
import type { MatchField } from '../../core/matching/partnerScoring';
import type { RecommendedPartner, UseCases } from '../../core/usecases';

export type RecommendationsStatus = 'loading' | 'ready' | 'fill-in' | 'error';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[recommendations] ${message}`, error);

/** The signed-in member's recommended partners, or what they should fill in first. */
export class RecommendationsStore {
  status: RecommendationsStatus = 'loading';
  partners: RecommendedPartner[] = [];
  missing: MatchField[] = [];
  private request = 0;

  constructor(
    private readonly useCases: Pick<UseCases, 'recommendations'>,
    private readonly limit: number,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<RecommendationsStore, 'useCases' | 'limit' | 'log' | 'request'>(
      this,
      { useCases: false, limit: false, log: false, request: false },
      { autoBind: true },
    );
  }

  async load(ownUid: Uid | null): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    if (!ownUid) return;
    try {
      const result = await this.useCases.recommendations.recommendPartners(ownUid, this.limit);
      runInAction(() => {
        if (request !== this.request) return;
        if (result.kind === 'fill-in') {
          this.missing = result.missing;
          this.partners = [];
          this.status = 'fill-in';
        } else {
          this.partners = result.partners;
          this.missing = [];
          this.status = 'ready';
        }
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
