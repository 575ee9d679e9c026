import { makeAutoObservable, runInAction, when } from 'mobx';
import type { Unsubscribe, UserProfile } from '../../core/domain';
import type { AuthSession } from '../../core/ports/AuthProvider';
import { isOnboarding } from '../../core/rules/onboarding';
import { isActiveMarkDue } from '../../core/matching/lastActive';
import type { UseCases } from '../../core/usecases';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) => console.error(`[session] ${message}`, error);

/**
 * The signed-in member, app-wide (spec 4, Session). Watches the auth session; while signed in
 * it watches the member's profile and whether they own a project, live, and unsubscribes
 * everything on sign-out and on dispose(). Snapshot errors are logged and clear that state
 * (spec 8). Views read it through `useSession()` inside `observer` components.
 */
export class SessionStore {
  status: SessionStatus = 'loading';
  session: AuthSession | null = null;
  /** The live user document; null while none exists (or after a snapshot error). */
  profile: UserProfile | null = null;
  /** False until the first profile snapshot of the current session has arrived. */
  profileLoaded = false;
  hasProject = false;
  /** Set by endOnboarding() (saving the profile); reset on sign-out. */
  onboardingEnded = false;
  /**
   * True while the Auth page runs a sign-in or registration: the route guard then leaves the
   * Auth page in place so it can finish (and show its messages) before navigating.
   */
  authBusy = false;

  private unsubscribeSession: Unsubscribe | null = null;
  private memberUnsubscribers: Unsubscribe[] = [];
  private watchedUid: string | null = null;

  constructor(
    private readonly useCases: UseCases,
    private readonly log: Log = defaultLog,
  ) {
    makeAutoObservable<SessionStore, 'useCases' | 'log' | 'unsubscribeSession' | 'memberUnsubscribers' | 'watchedUid'>(
      this,
      { useCases: false, log: false, unsubscribeSession: false, memberUnsubscribers: false, watchedUid: false },
      { autoBind: true, deep: false },
    );
  }

  /** Starts watching the auth session. Idempotent; undone by dispose(). */
  start(): void {
    if (this.unsubscribeSession) return;
    this.unsubscribeSession = this.useCases.auth.watchSession((session) => this.applySession(session));
  }

  /** Stops every listener (session, profile, project). The store can be started again. */
  dispose(): void {
    this.unsubscribeSession?.();
    this.unsubscribeSession = null;
    this.stopMemberWatchers();
  }

  get uid(): string | null {
    return this.session?.uid ?? null;
  }

  get signedIn(): boolean {
    return this.status === 'signedIn';
  }

  /** Session known and, when signed in, the profile's first snapshot has arrived. */
  get ready(): boolean {
    return this.status === 'signedOut' || (this.status === 'signedIn' && this.profileLoaded);
  }

  /** Spec 4: no profile document or no role, unless ended explicitly. False when signed out. */
  get onboarding(): boolean {
    if (!this.signedIn || !this.profileLoaded) return false;
    return isOnboarding(this.profile, this.onboardingEnded);
  }

  get isAdmin(): boolean {
    return this.signedIn && this.profile?.isAdmin === true;
  }

  get unreadNotifications(): number {
    return this.signedIn ? Math.max(0, this.profile?.unreadNotifications ?? 0) : 0;
  }

  /** The own profile path, or null when signed out. */
  get profilePath(): string | null {
    return this.uid ? `/profile/${encodeURIComponent(this.uid)}` : null;
  }

  /** Saving the profile ends onboarding (spec 4). */
  endOnboarding(): void {
    this.onboardingEnded = true;
  }

  /** Runs an Auth page action (login, register, social sign-in) with `authBusy` set. */
  async runAuthAction<T>(action: () => Promise<T>): Promise<T> {
    this.authBusy = true;
    try {
      return await action();
    } finally {
      runInAction(() => {
        this.authBusy = false;
      });
    }
  }

  /**
   * Resolves once this store shows `uid` signed in with its profile loaded (the auth provider
   * may report the session a moment after sign-in resolves). Never rejects: after `timeoutMs`
   * it resolves anyway and the route guard takes over.
   */
  async whenSignedIn(uid: string, timeoutMs = 10_000): Promise<void> {
    try {
      await when(() => this.uid === uid && this.profileLoaded, { timeout: timeoutMs });
    } catch {
      // timed out: carry on
    }
  }

  /**
   * Signs out: the member, project flag and onboarding are cleared at once (spec 4); a failing
   * sign-out is only logged by the use case (spec 8). The caller navigates to Auth.
   */
  async logout(): Promise<void> {
    this.applySession(null);
    await this.useCases.auth.logout();
  }

  private applySession(session: AuthSession | null): void {
    if (!session) {
      this.stopMemberWatchers();
      this.session = null;
      this.profile = null;
      this.profileLoaded = false;
      this.hasProject = false;
      this.onboardingEnded = false;
      this.status = 'signedOut';
      return;
    }
    const otherMember = this.session?.uid !== session.uid;
    this.session = session;
    this.status = 'signedIn';
    if (otherMember) {
      this.profile = null;
      this.profileLoaded = false;
      this.hasProject = false;
      this.onboardingEnded = false;
    }
    if (this.watchedUid === session.uid) return;
    this.stopMemberWatchers();
    this.watchMember(session.uid);
  }

  private watchMember(uid: string): void {
    this.watchedUid = uid;
    const isCurrent = () => this.watchedUid === uid;
    this.memberUnsubscribers.push(
      this.useCases.profiles.watchUser(
        uid,
        (profile) => {
          if (isCurrent()) this.setProfile(profile);
        },
        (error) => {
          this.log('the profile listener failed', error);
          if (isCurrent()) this.setProfile(null);
        },
      ),
      this.useCases.projects.watchProjectExists(
        uid,
        (exists) => {
          if (isCurrent()) this.setHasProject(exists);
        },
        (error) => {
          this.log('the project listener failed', error);
          if (isCurrent()) this.setHasProject(false);
        },
      ),
    );
  }

  private setProfile(profile: UserProfile | null): void {
    const first = !this.profileLoaded;
    this.profile = profile;
    this.profileLoaded = true;
    // Opening the app or signing in: the first snapshot of a session tells whether it is due.
    if (first && profile && isActiveMarkDue(profile.lastActiveAt, Date.now())) {
      this.useCases.profiles.markActive().catch((error: unknown) => this.log('marking the member active failed', error));
    }
  }

  private setHasProject(exists: boolean): void {
    this.hasProject = exists;
  }

  private stopMemberWatchers(): void {
    const unsubscribers = this.memberUnsubscribers;
    this.memberUnsubscribers = [];
    this.watchedUid = null;
    for (const unsubscribe of unsubscribers) {
      try {
        unsubscribe();
      } catch (error) {
        this.log('unsubscribing a listener failed', error);
      }
    }
  }
}
