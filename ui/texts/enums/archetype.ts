import type { Archetype } from '../../../core/domain';

export const archetype = {
  navigator: '領航者',
  pioneer: '開拓者',
  artisan: '工匠',
  collaborator: '協作者',
  dreamer: '夢想家',
} satisfies Record<Archetype, string>;
