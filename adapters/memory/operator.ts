/**
 * Privileged access to a memory backend's store, as an operator with console access to the
 * database would have (tests, the demo's developer tools). Never reachable through the ports.
 */
import type { Question, Questionnaire, Uid } from '../../core/domain';
import { DomainError } from '../../core/domain';
import { newId } from './crypto';
import { MemoryDatabase, type DbData, type Table, TABLES } from './database';
import type { CrossTabChannel, KeyValueStore } from './keyValueStore';

export interface OperatorTarget {
  store: KeyValueStore;
  /** Tells open tabs about the change (their listeners update). Not closed here. */
  channel?: CrossTabChannel | null;
}

/** Runs one privileged write against the stored database and tells the other tabs. */
export async function runAsOperator<T>(
  target: OperatorTarget,
  mutate: (data: DbData) => T,
  tables: readonly Table[] = TABLES,
): Promise<T> {
  const db = new MemoryDatabase(target.store, target.channel ?? null);
  try {
    return await db.write(tables, mutate);
  } finally {
    db.close();
  }
}

/** Grants or removes admin rights directly in the store. */
export function setAdminInStore(target: OperatorTarget, uid: Uid, isAdmin = true): Promise<void> {
  return runAsOperator(
    target,
    (d) => {
      const u = d.users[uid];
      if (!u) throw new DomainError('not-found', `no user ${uid}`);
      u.isAdmin = isAdmin;
    },
    ['users'],
  );
}

/**
 * Adds an active questionnaire (others become inactive) with its questions; returns its id.
 * Question ids are generated when blank.
 */
export function addActiveQuestionnaireInStore(
  target: OperatorTarget,
  questionnaire: Omit<Questionnaire, 'id' | 'isActive'> & { id?: string },
  questions: readonly (Omit<Question, 'id' | 'questionnaireId'> & { id?: string })[],
): Promise<string> {
  return runAsOperator(
    target,
    (d) => {
      const id = questionnaire.id || newId();
      for (const q of Object.values(d.questionnaires)) q.isActive = false;
      d.questionnaires[id] = { id, title: questionnaire.title, description: questionnaire.description, isActive: true };
      for (const q of questions) {
        const qid = q.id || newId();
        d.questions[qid] = { ...q, id: qid, questionnaireId: id };
      }
      return id;
    },
    ['questionnaires', 'questions'],
  );
}
