import type { Role } from '../../../core/domain';

export const role = {
  idea_holder: '我有創業點子',
  technical: '我是技術專家',
  operations: '我是營運/行銷專家',
} satisfies Record<Role, string>;
