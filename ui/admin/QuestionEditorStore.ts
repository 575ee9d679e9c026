import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Question, Questionnaire } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import type { ActionOutcome } from './AdminUsersStore';

export type EditorStatus = 'loading' | 'ready' | 'none' | 'error';

export interface QuestionGroup {
  part: number;
  questions: Question[];
}

/**
 * The active questionnaire's questions for the editor (read with AdminUseCases.loadQuestionnaire),
 * grouped by part and ordered by order, with deletion.
 */
export class QuestionEditorStore {
  status: EditorStatus = 'loading';
  questionnaire: Questionnaire | null = null;
  questions: Question[] = [];
  error: unknown = null;
  deletingId: string | null = null;
  private request = 0;

  constructor(private readonly useCases: UseCases) {
    makeAutoObservable<QuestionEditorStore, 'useCases' | 'request'>(
      this,
      { useCases: false, request: false, questions: observableRef, questionnaire: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  /** Parts ascending; within a part, order ascending (then text, for equal orders). */
  get groups(): QuestionGroup[] {
    const byPart = new Map<number, Question[]>();
    for (const q of this.questions) {
      const list = byPart.get(q.part) ?? [];
      list.push(q);
      byPart.set(q.part, list);
    }
    return [...byPart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([part, questions]) => ({
        part,
        questions: [...questions].sort((a, b) => a.order - b.order || a.text.localeCompare(b.text, 'zh-Hant-TW')),
      }));
  }

  async load(): Promise<void> {
    const request = ++this.request;
    if (this.questions.length === 0) this.status = 'loading';
    try {
      const loaded = await this.useCases.admin.loadQuestionnaire();
      runInAction(() => {
        if (request !== this.request) return;
        this.questionnaire = loaded?.questionnaire ?? null;
        this.questions = loaded?.questions ?? [];
        this.status = loaded ? 'ready' : 'none';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.error = error;
        this.status = 'error';
      });
    }
  }

  async remove(question: Question): Promise<ActionOutcome> {
    if (this.deletingId !== null) return { ok: false, error: null };
    this.deletingId = question.id;
    try {
      await this.useCases.admin.deleteQuestion(question.id);
      runInAction(() => {
        this.questions = this.questions.filter((q) => q.id !== question.id);
      });
      void this.load();
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    } finally {
      runInAction(() => {
        this.deletingId = null;
      });
    }
  }

  dispose(): void {
    this.request += 1;
  }
}
