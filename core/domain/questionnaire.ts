import type { EpochMs, Uid } from './common';
import type { Archetype, QuestionType, ScoreDimension } from './enums';

export type DimensionScores = Record<ScoreDimension, number>;

export interface Questionnaire {
  id: string;
  title: string;
  description: string;
  isActive: boolean;
}

export interface QuestionOption {
  text: string;
  scores: DimensionScores;
}

export interface Question {
  id: string;
  questionnaireId: string;
  part: number;
  order: number;
  text: string;
  type: QuestionType;
  options: QuestionOption[];
}
export type QuestionInput = Omit<Question, 'id'>;

export interface Answer {
  questionId: string;
  chosenOptionIndex: number;
}

export interface Submission {
  id: string;
  userId: Uid;
  questionnaireId: string;
  answers: Answer[];
  createdAt: EpochMs;
  /** Written by the backend once the submission is scored. */
  resultId: string | null;
}

export interface QuestionnaireResult {
  id: string;
  userId: Uid;
  submissionId: string;
  overallScore: number;
  archetype: Archetype;
  /** 0 after the first assessment, 1 after the retake. */
  retakeCount: number;
  dimensionScores: DimensionScores;
  createdAt: EpochMs;
}
