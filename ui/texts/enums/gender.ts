import type { Gender } from '../../../core/domain';

export const gender = {
  male: '男性',
  female: '女性',
  undisclosed: '不透露',
} satisfies Record<Gender, string>;
