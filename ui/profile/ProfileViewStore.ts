import { makeAutoObservable } from 'mobx';
import type { Uid, Unsubscribe, UserProfile } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { profileTexts } from './texts';

export type ProfileViewStatus = 'loading' | 'ready' | 'error';

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(`[profile] ${message}`, error);

/**
 * One member's public profile, live (spec 4: the profile is watched). `profile` is null once
 * loaded when no such member exists (the page shows its not-found message).
 */
export class ProfileViewStore {
  status: ProfileViewStatus = 'loading';
  profile: UserProfile | null = null;
  error: string | null = null;

  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly useCases: UseCases,
    readonly uid: Uid,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<ProfileViewStore, 'useCases' | 'log' | 'unsubscribe'>(
      this,
      { useCases: false, uid: false, log: false, unsubscribe: false },
      { autoBind: true, deep: false },
    );
  }

  get notFound(): boolean {
    return this.status === 'ready' && this.profile === null;
  }

  /** Subscribes (once); returns the stop function for the effect's cleanup. */
  start(): Unsubscribe {
    if (!this.unsubscribe) {
      this.status = 'loading';
      this.unsubscribe = this.useCases.profiles.watchUser(this.uid, this.onSnapshot, this.onError);
    }
    return this.stop;
  }

  stop(): void {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    unsubscribe?.();
  }

  /** After an error: subscribe again. */
  retry(): void {
    this.stop();
    this.error = null;
    this.start();
  }

  private onSnapshot(profile: UserProfile | null): void {
    this.profile = profile;
    this.status = 'ready';
    this.error = null;
  }

  private onError(error: unknown): void {
    this.log('the profile listener failed', error);
    this.status = 'error';
    this.error = errorText(error, profileTexts.loadError);
  }
}
