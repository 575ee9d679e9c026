import { makeAutoObservable, runInAction } from 'mobx';
import type { Project } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { errorText } from '../texts';
import { editorTexts } from './texts';

export type EditorLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

/**
 * Loads the project an editor page works on: /project/edit/{id}, or the member's own project on
 * /project/editor (a project's id is its owner's uid). `missing` means there is none.
 */
export class EditorProjectStore {
  status: EditorLoadStatus = 'idle';
  project: Project | null = null;
  error: string | null = null;
  private request = 0;

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<EditorProjectStore, 'useCases' | 'request'>(this, { useCases: false, request: false }, { autoBind: true, deep: false });
  }

  async load(projectId: string): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.error = null;
    try {
      const project = await this.useCases.projects.getProject(projectId);
      if (request !== this.request) return;
      runInAction(() => {
        this.project = project;
        this.status = project ? 'ready' : 'missing';
      });
    } catch (e) {
      if (request !== this.request) return;
      runInAction(() => {
        this.project = null;
        this.status = 'error';
        this.error = errorText(e, editorTexts.loadFailed);
      });
    }
  }

  /** Forgets pending answers (the page unmounted). */
  cancel(): void {
    this.request += 1;
  }
}
