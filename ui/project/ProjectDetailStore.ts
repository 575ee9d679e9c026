import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { Application, ClientId, Project, Uid, Unsubscribe, UserProfile } from '../../core/domain';
import { errorCodeOf, newClientId } from '../../core/domain';
import { canEditProject, canViewApplications } from '../../core/policies/permissions';
import { countPending } from '../../core/rules/applicationStatus';
import type { UseCases } from '../../core/usecases';
import { displayName, errorText, texts } from '../texts';
import { projectTexts } from './texts';

export type ProjectDetailStatus = 'loading' | 'ready' | 'missing' | 'error';

/** The sidebar's action box (spec 2 Project detail): join button, own-project note, applied note. */
export type ActionState = 'join' | 'owner' | 'applied' | 'blocked';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface Viewer {
  uid: Uid | null;
  isAdmin: boolean;
}

/**
 * One project's page (spec 2 Project detail, 4 Application, 6, 8 Apply): the project, its owner's
 * profile, and either the owner's live applications list or the visitor's own application.
 * start() loads and subscribes; dispose() unsubscribes (the page unmounted).
 */
export class ProjectDetailStore {
  status: ProjectDetailStatus = 'loading';
  project: Project | null = null;
  loadError: string | null = null;
  /** The owner's current profile (name, headline, role), when it could be read. */
  owner: UserProfile | null = null;

  /** Owner only, live, newest first. */
  applications: Application[] = [];
  applicationsLoaded = false;
  applicationsError: string | null = null;
  /**
   * Each applicant's current profile, read once, for the role and headline beside the name
   * (an application carries only the name and photo). null: not read yet, gone, or unreadable.
   */
  applicants = new Map<Uid, UserProfile | null>();
  /** Applicant whose decision is being saved. */
  decidingId: Uid | null = null;
  decideNotice: Notice | null = null;

  /** The viewer's own application (non-owners). */
  myApplication: Application | null = null;
  /**
   * The viewer blocked the owner: neither applying nor a message can reach them. A block the
   * owner made is never told (the backend's refusal says only that applying failed).
   */
  blockedByMe = false;
  applying = false;
  applyNotice: Notice | null = null;

  private unsubscribe: Unsubscribe | null = null;
  /** Bumped by every start() and dispose(): answers of an older generation are dropped. */
  private generation = 0;
  /** The application's client id: a retry after a lost reply sends the same one. */
  private applyId: ClientId = newClientId();

  constructor(
    private readonly useCases: UseCases,
    readonly projectId: string,
    readonly viewer: Viewer,
  ) {
    // The backend's answers are replaced whole, never changed in place: kept as they are (no
    // observable copy of each); the applicants' map changes entry by entry.
    makeAutoObservable<ProjectDetailStore, 'useCases' | 'unsubscribe' | 'generation' | 'applyId'>(
      this,
      {
        useCases: false,
        unsubscribe: false,
        generation: false,
        applyId: false,
        projectId: false,
        viewer: false,
        project: observableRef,
        owner: observableRef,
        applications: observableRef,
        applicants: observableShallow,
        myApplication: observableRef,
      },
      { autoBind: true },
    );
  }

  get isOwner(): boolean {
    return !!this.project && canViewApplications(this.actor, this.project);
  }

  /** Owner or admin (spec 6): shows the edit link. */
  get canEdit(): boolean {
    return !!this.project && canEditProject(this.actor, this.project);
  }

  get actionState(): ActionState {
    if (this.isOwner) return 'owner';
    if (this.myApplication) return 'applied';
    return this.blockedByMe ? 'blocked' : 'join';
  }

  get pendingCount(): number {
    return countPending(this.applications);
  }

  /** Who has applied, in a stable order (a new application changes it; a decision does not). */
  get applicantIds(): readonly Uid[] {
    return this.applications.map((a) => a.applicantId).sort();
  }

  private get actor() {
    return this.viewer.uid ? { uid: this.viewer.uid, isAdmin: this.viewer.isAdmin } : null;
  }

  /** Loads the project; then the owner's list (live) or the viewer's own application. */
  async start(): Promise<void> {
    const generation = ++this.generation;
    const stale = () => generation !== this.generation;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.status = 'loading';
    this.loadError = null;
    this.applicants.clear();
    let project: Project | null;
    try {
      project = await this.useCases.projects.getProject(this.projectId);
    } catch (e) {
      if (stale()) return;
      runInAction(() => {
        this.status = 'error';
        this.loadError = errorText(e, projectTexts.loadFailed);
      });
      return;
    }
    if (stale()) return;
    if (!project) {
      runInAction(() => {
        this.project = null;
        this.status = 'missing';
      });
      return;
    }
    const owner = project.ownerId;
    void this.useCases.profiles.getUser(owner).then(
      (profile) => {
        if (!stale()) runInAction(() => (this.owner = profile));
      },
      () => {
        // The card falls back to the name and picture stored on the project.
      },
    );

    const isOwner =
      this.viewer.uid !== null && canViewApplications({ uid: this.viewer.uid, isAdmin: this.viewer.isAdmin }, project);
    if (!isOwner && this.viewer.uid && owner !== this.viewer.uid) {
      void this.useCases.blocks.stateWith(owner).then(
        (state) => {
          if (!stale()) runInAction(() => (this.blockedByMe = state === 'blocked-by-me'));
        },
        () => {
          // Unknown: the page offers both, and the backend refuses what a block stops.
        },
      );
    }
    if (!isOwner && this.viewer.uid) {
      this.watchMine(project, stale);
      return;
    }
    runInAction(() => {
      this.project = project;
      this.myApplication = null;
      this.status = 'ready';
    });
    if (isOwner) this.watchApplications(stale);
  }

  /**
   * The viewer's own application, live: the status follows the owner's decision (spec 4). The
   * page is ready with the first answer; if the watch fails, the action box stays as it is.
   */
  private watchMine(project: Project, stale: () => boolean): void {
    const ready = (mine: Application | null) =>
      runInAction(() => {
        this.project = project;
        this.myApplication = mine;
        this.status = 'ready';
        // An application that arrives after 申請失敗 (its answer was lost) was made after all.
        if (mine && this.applyNotice?.text === projectTexts.action.applyFailed)
          this.applyNotice = { tone: 'success', text: projectTexts.action.applied };
        // Once the owner has decided, the status says it all: 申請已送出！ is news no more.
        if (mine && mine.status !== 'pending' && this.applyNotice?.tone === 'success') this.applyNotice = null;
      });
    this.unsubscribe?.();
    this.unsubscribe = this.useCases.projects.watchMyApplication(
      this.projectId,
      (mine) => {
        if (!stale()) ready(mine);
      },
      () => {
        if (!stale()) ready(this.myApplication);
      },
    );
  }

  private watchApplications(stale: () => boolean): void {
    this.unsubscribe?.();
    this.unsubscribe = this.useCases.projects.watchApplications(
      this.projectId,
      (apps) => {
        if (stale()) return;
        runInAction(() => {
          this.applications = apps;
          this.applicationsLoaded = true;
          this.applicationsError = null;
        });
        this.readApplicants(apps, stale);
      },
      (error) => {
        if (stale()) return;
        runInAction(() => {
          this.applicationsLoaded = true;
          this.applicationsError = errorText(error, projectTexts.applications.loadFailed);
        });
      },
    );
  }

  private readApplicants(apps: readonly Application[], stale: () => boolean): void {
    for (const { applicantId } of apps) {
      if (this.applicants.has(applicantId)) continue;
      runInAction(() => this.applicants.set(applicantId, null));
      void this.useCases.profiles.getUser(applicantId).then(
        (profile) => {
          if (!stale()) runInAction(() => this.applicants.set(applicantId, profile));
        },
        () => {
          // The row keeps the name and photo the application carries.
        },
      );
    }
  }

  /** 我想加入 (spec 8 Apply): success, refusal or failure end in `applyNotice`. */
  async apply(): Promise<void> {
    const t = projectTexts.action;
    this.applyNotice = null;
    if (!this.viewer.uid) {
      this.applyNotice = { tone: 'error', text: t.notSignedIn };
      return;
    }
    if (this.applying) return;
    this.applying = true;
    try {
      const app = await this.useCases.projects.apply(this.projectId, this.applyId);
      runInAction(() => {
        this.myApplication = app;
        this.applyNotice = { tone: 'success', text: t.applied };
      });
    } catch (e) {
      const code = errorCodeOf(e);
      if (code === 'already-exists') {
        const mine = await this.storedApplication();
        runInAction(() => {
          if (mine) this.myApplication = mine;
          this.applyNotice = { tone: 'error', text: t.alreadyApplied };
        });
      } else if (code === 'not-found') {
        runInAction(() => {
          this.status = 'missing';
          this.project = null;
        });
      } else if (code === 'auth/not-signed-in' || code === 'permission-denied') {
        runInAction(() => {
          this.applyNotice = { tone: 'error', text: code === 'auth/not-signed-in' ? t.notSignedIn : t.applyRefused };
        });
      } else {
        // The answer may be what was lost, not the application: one stored says so, not a failure.
        const mine = await this.storedApplication();
        runInAction(() => {
          if (mine) this.myApplication = mine;
          this.applyNotice = mine ? { tone: 'success', text: t.applied } : { tone: 'error', text: t.applyFailed };
        });
      }
    } finally {
      runInAction(() => {
        this.applying = false;
      });
    }
  }

  /** The viewer's application as stored now; null when there is none or it cannot be read. */
  private async storedApplication(): Promise<Application | null> {
    try {
      return await this.useCases.projects.getMyApplication(this.projectId);
    } catch {
      return null;
    }
  }

  /** The owner accepts or declines a pending application (spec 4); the outcome ends in `decideNotice`. */
  async decide(applicantId: Uid, status: 'accepted' | 'rejected'): Promise<boolean> {
    const t = projectTexts.applications;
    if (this.decidingId) return false;
    const app = this.applications.find((a) => a.applicantId === applicantId);
    const name = displayName(app?.applicantName);
    this.decidingId = applicantId;
    this.decideNotice = null;
    try {
      await this.useCases.projects.decide(this.projectId, applicantId, status);
      runInAction(() => {
        // The live list follows; show the decision at once meanwhile.
        this.applications = this.applications.map((a) => (a.applicantId === applicantId ? { ...a, status } : a));
        this.decideNotice = { tone: 'success', text: status === 'accepted' ? t.accepted(name) : t.rejected(name) };
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.decideNotice = {
          tone: 'error',
          text: errorCodeOf(e) === 'permission-denied' ? texts.errors['permission-denied'] : t.decideFailed,
        };
      });
      return false;
    } finally {
      runInAction(() => {
        this.decidingId = null;
      });
    }
  }

  dispose(): void {
    this.generation += 1;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
