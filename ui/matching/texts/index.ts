import type { Availability, Role } from '../../../core/domain';
import type { LastActiveBucket } from '../../../core/matching/lastActive';
import type { MatchField } from '../../../core/matching/partnerScoring';

const list = (items: readonly string[]): string => items.join('、');
/** A space between Chinese and a Latin word or number on either side (「需要的 React」「AI 有興趣」). */
const spaced = (text: string): string => `${/^[!-~]/.test(text) ? ' ' : ''}${text}${/[!-~]$/.test(text) ? ' ' : ''}`;

/** Recommended partners and last active (Home 推薦夥伴, Explore partners 最適合我, profiles). */
export const matchingTexts = {
  homeTitle: '推薦夥伴',
  homeLead: '依你的創業角色、專案需要的技能、投入時間與所在地挑選，並寫出推薦的理由。',
  loading: '正在挑選適合你的夥伴…',
  error: '無法載入推薦夥伴，請稍後再試。',
  empty: '目前還沒有適合推薦的夥伴，晚點再回來看看吧。',
  reasonsLabel: '推薦理由',
  allPartners: '依最適合我探索夥伴',
  /** What is missing, as the prompt names it. */
  field: {
    role: '創業角色',
    skills: '技能或專案需要的技能',
    availability: '投入程度',
    city: '所在縣市',
  } satisfies Record<MatchField, string>,
  fillIn: (fields: readonly string[]): string => `填寫${list(fields)}後，就能看到為你挑選的推薦夥伴。`,
  fillInAction: '完善個人檔案',

  /** The reason templates. Items are the member's own words (skills, interests, styles). */
  reason: {
    /** Every skill the seeker needs; one alone reads as skillsSome (「全都」 needs more than one). */
    skillsAll: (skills: readonly string[]): string =>
      skills.length === 1
        ? matchingTexts.reason.skillsSome(skills)
        : `你需要的${spaced(list(skills)).trimEnd()}，全都具備`,
    skillsSome: (skills: readonly string[]): string => `具備你需要的${spaced(list(skills))}`.trimEnd(),
    /** A role the seeker's project asks for. */
    roles: {
      idea_holder: '有創業點子，正在找你這樣的夥伴',
      technical: '正是你要找的技術專家',
      operations: '正是你要找的營運/行銷專家',
    } satisfies Record<Role, string>,
    /** A role that complements the seeker's, which their project does not ask for (or they have none). */
    rolesComplement: {
      idea_holder: '有創業點子，正在找你這樣的夥伴',
      technical: '技術專家，和你的角色互補',
      operations: '營運/行銷專家，和你的角色互補',
    } satisfies Record<Role, string>,
    availability: {
      full_time: '都能全職投入',
      part_time: '都以兼職或顧問方式投入',
      either: '投入時間彼此配合得來',
    } satisfies Record<Availability, string>,
    place: (city: string, district: string | null): string => `同在${city}${district ?? ''}`,
    interests: (items: readonly string[]): string => `都對${spaced(list(items))}有興趣`,
    workingStyle: (items: readonly string[]): string => `工作風格相近：${list(items)}`,
  },

  explore: {
    orderLabel: '排序',
    /** The default order: complete profiles of members active lately first, newest first. */
    orderDefault: '活躍會員優先',
    orderBest: '最適合我',
    bestNote: '「最適合我」依你的個人檔案與專案挑選，不套用篩選條件。',
    bestCount: (n: number): string => `為你挑選了 ${n} 位夥伴`,
  },

  lastActive: {
    label: '最近上線',
    bucket: (b: LastActiveBucket): string =>
      b.kind === 'just-now'
        ? '剛剛'
        : b.kind === 'hours'
          ? `${b.n} 小時前`
          : b.kind === 'days'
            ? `${b.n} 天前`
            : '超過一個月',
    inactive: '最近較少上線',
  },
} as const;
