import { reasonText } from '../../../ui/matching/reasonText';

describe('reasonText: every reason template in plain words', () => {
  it.each([
    [{ kind: 'skills', skills: ['React', 'UI 設計'], all: true }, '你需要的 React、UI 設計，全都具備'],
    // One skill is not 「全都」.
    [{ kind: 'skills', skills: ['後端 API 設計'], all: true }, '具備你需要的後端 API 設計'],
    [{ kind: 'skills', skills: ['Flutter'], all: true }, '具備你需要的 Flutter'],
    [{ kind: 'skills', skills: ['React Native'], all: false }, '具備你需要的 React Native'],
    [{ kind: 'skills', skills: ['長照服務流程'], all: false }, '具備你需要的長照服務流程'],
    [{ kind: 'roles', theirs: 'technical', wanted: true }, '正是你要找的技術專家'],
    [{ kind: 'roles', theirs: 'operations', wanted: true }, '正是你要找的營運/行銷專家'],
    [{ kind: 'roles', theirs: 'technical', wanted: false }, '技術專家，和你的角色互補'],
    [{ kind: 'roles', theirs: 'operations', wanted: false }, '營運/行銷專家，和你的角色互補'],
    [{ kind: 'roles', theirs: 'idea_holder', wanted: false }, '有創業點子，正在找你這樣的夥伴'],
    [{ kind: 'availability', both: 'full_time' }, '都能全職投入'],
    [{ kind: 'availability', both: 'part_time' }, '都以兼職或顧問方式投入'],
    [{ kind: 'availability', both: 'either' }, '投入時間彼此配合得來'],
    [{ kind: 'place', city: '臺中市', district: null }, '同在臺中市'],
    [{ kind: 'place', city: '臺中市', district: '西屯區' }, '同在臺中市西屯區'],
    [{ kind: 'interests', items: ['AI', '教育'] }, '都對 AI、教育有興趣'],
    [{ kind: 'workingStyle', items: ['遠端', '彈性'] }, '工作風格相近：遠端、彈性'],
  ] as const)('%j → %s', (reason, text) => {
    expect(reasonText(reason as Parameters<typeof reasonText>[0])).toBe(text);
  });
});
