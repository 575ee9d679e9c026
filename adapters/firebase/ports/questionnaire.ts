import {
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { DomainError, ValidationError, assertClientId, assertNewItemId, type Answer, type Question, type QuestionInput, type Submission } from '../../../core/domain';
import type { QuestionnaireRepository } from '../../../core/ports';
import { canTakeQuestionnaire, cleanQuestionInput } from '../../../core/rules';
import { validateAnswers } from '../../../core/validation';
import { guarded, translatedErrorHandler } from '../errors';
import { submissionRefusal, toQuestion, toQuestionnaire, toResult, toSubmission } from '../mapping';
import { docPaths, submissionId } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import { requireUid, type FirebaseServices } from './context';

/** What a question document holds; refuses invalid input (core/rules/questionInput.ts). */
export function questionData(input: QuestionInput): Record<string, unknown> {
  return { ...cleanQuestionInput(input) };
}

/**
 * How a submission stores its answers: question id → option index, so that no question can be
 * answered twice and firestore.rules can bound every id and index (mapping.ts reads it back).
 */
export function answersData(answers: readonly Answer[]): Record<string, number> {
  return Object.fromEntries(answers.map((a) => [a.questionId, a.chosenOptionIndex]));
}

/**
 * Submissions have the ids {uid}_1 and {uid}_2 (firestore.rules allows no other, and no
 * update): that is how "at most 2 submissions" holds against any client. The onSubmissionCreated
 * function scores it and writes questionnaire_results/{submissionId} and the resultId.
 */
export function createQuestionnaireRepository(services: FirebaseServices): QuestionnaireRepository {
  const { db } = services;

  async function countMine(uid: string): Promise<number> {
    const snap = await getCountFromServer(toSdkQuery(db, queries.submissionsOfUser(uid)));
    return snap.data().count;
  }

  return {
    getActiveQuestionnaire() {
      return guarded(async () => {
        const result = await getDocs(toSdkQuery(db, queries.activeQuestionnaire()));
        const first = result.docs[0];
        return first ? toQuestionnaire(first.id, first.data()) : null;
      });
    },

    listQuestions(questionnaireId) {
      return guarded(async () => {
        const result = await getDocs(toSdkQuery(db, queries.questionsOf(questionnaireId)));
        return result.docs.map((d) => toQuestion(d.id, d.data()));
      });
    },

    countMySubmissions() {
      return guarded(() => countMine(requireUid(services)));
    },

    latestMySubmission() {
      return guarded(async () => {
        const uid = requireUid(services);
        const result = await getDocs(toSdkQuery(db, queries.latestSubmissionOfUser(uid)));
        const first = result.docs[0];
        return first ? toSubmission(first.id, first.data(SNAPSHOT_OPTIONS)) : null;
      });
    },

    submit(questionnaireId, answers, clientId) {
      return guarded(async () => {
        assertClientId(clientId);
        const uid = requireUid(services);
        const questions = await getDocs(toSdkQuery(db, queries.questionsOf(questionnaireId)));
        const invalid = validateAnswers(
          questions.docs.map((d) => toQuestion(d.id, d.data())),
          answers,
        );
        if (invalid) throw new ValidationError({ answers: invalid });
        const mine = await getDocs(toSdkQuery(db, queries.submissionsOfUser(uid)));
        // A retry of the try that stored it is that submission, not another chance spent.
        const stored = clientId === undefined ? undefined : mine.docs.find((d) => d.get('clientId') === clientId);
        if (stored) return toSubmission(stored.id, stored.data(SNAPSHOT_OPTIONS));
        const count = mine.size;
        if (!canTakeQuestionnaire(count)) throw new DomainError('resource-exhausted');
        const id = submissionId(uid, count + 1);
        const ref = doc(db, docPaths.submission(id));
        const clean = answers.map((a) => ({ questionId: a.questionId, chosenOptionIndex: a.chosenOptionIndex }));
        await setDoc(ref, {
          userId: uid,
          questionnaireId,
          answers: answersData(clean),
          createdAt: serverTimestamp(),
          resultId: null,
          ...(clientId === undefined ? {} : { clientId }),
        });
        const submission: Submission = { id, userId: uid, questionnaireId, answers: clean, createdAt: Date.now(), resultId: null };
        return submission;
      });
    },

    watchSubmission(id, callback, onError) {
      const fail = translatedErrorHandler(onError);
      return onSnapshot(
        doc(db, docPaths.submission(id)),
        (snap) => {
          const data = snap.exists() ? snap.data(SNAPSHOT_OPTIONS) : null;
          // Refused by onSubmissionCreated: no result will come, so the wait ends with the reason.
          const refusal = data ? submissionRefusal(data) : null;
          if (refusal) fail(new ValidationError({ answers: refusal }));
          else callback(data ? toSubmission(snap.id, data) : null);
        },
        fail,
      );
    },

    getResult(resultId) {
      return guarded(async () => {
        const snap = await getDoc(doc(db, docPaths.result(resultId)));
        return snap.exists() ? toResult(snap.id, snap.data(SNAPSHOT_OPTIONS)) : null;
      });
    },

    addQuestion(id, input) {
      return guarded(async () => {
        assertNewItemId(id);
        const data = questionData(input);
        // A second try with the id writes the same document again: one question either way.
        await setDoc(doc(db, docPaths.question(id)), data);
        return toQuestion(id, data);
      });
    },

    updateQuestion(id, input) {
      return guarded(async () => {
        const data = questionData(input);
        await updateDoc(doc(db, docPaths.question(id)), data);
        const question: Question = toQuestion(id, data);
        return question;
      });
    },

    deleteQuestion(id) {
      return guarded(() => deleteDoc(doc(db, docPaths.question(id))));
    },
  };
}
