import type {
  Answer,
  ClientId,
  Question,
  QuestionInput,
  Questionnaire,
  QuestionnaireResult,
  Submission,
  Unsubscribe,
} from '../domain';

/** Questionnaire, questions, submissions and results (spec 7, Questionnaire). */
export interface QuestionnaireRepository {
  getActiveQuestionnaire(): Promise<Questionnaire | null>;
  /** Ordered by part, then order. */
  listQuestions(questionnaireId: string): Promise<Question[]>;
  /** The signed-in member's submission count. */
  countMySubmissions(): Promise<number>;
  /** The signed-in member's newest submission. */
  latestMySubmission(): Promise<Submission | null>;
  /**
   * Adds the signed-in member's submission (refused past the limit). The backend then scores
   * it, writes the result, and writes its id to the submission and the member's archetypeResult.
   * Sent again with the same `clientId` (its reply was lost), it answers with the submission
   * already stored, which does not count as another one; a malformed id is refused.
   */
  submit(questionnaireId: string, answers: Answer[], clientId?: ClientId): Promise<Submission>;
  /** Live submission, to wait for its resultId. */
  watchSubmission(id: string, callback: (s: Submission | null) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Readable by its member (and admins). */
  getResult(resultId: string): Promise<QuestionnaireResult | null>;
  /**
   * Admin only. Creates the question under the form's id; a second try with it saves onto the
   * first (as BannerRepository.createBanner).
   */
  addQuestion(id: ClientId, input: QuestionInput): Promise<Question>;
  updateQuestion(id: string, input: QuestionInput): Promise<Question>;
  deleteQuestion(id: string): Promise<void>;
}
