import type { ScoreDimension } from '../../../core/domain';

export const scoreDimension = {
  overall: '綜合分數',
  skill: '專業能力',
  execution: '執行力',
  teamwork: '團隊合作',
  risk: '風險承受度',
} satisfies Record<ScoreDimension, string>;
