import type { ProjectStage } from '../../../core/domain';

export const stage = {
  concept: '概念階段',
  prototype: '原型開發',
  early_adopters: '早期使用者',
} satisfies Record<ProjectStage, string>;
