import * as OpenCC from 'opencc-js';
import { collectTextStrings } from './collectStrings';

/**
 * Glossary words (spec/glossary-zh-TW.md) written with a Taiwan variant that OpenCC's cn→tw
 * table spells differently (it prefers 臺 in 後臺 and 錶 in 儀錶板). The glossary wins (ARCHITECTURE.md, UI
 * conventions), so these words are exempt; everything else must come out of OpenCC unchanged.
 */
const GLOSSARY_EXEMPT = ['管理後台', '儀表板'] as const;

const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });

function masked(text: string): string {
  let s = text;
  for (const word of GLOSSARY_EXEMPT) s = s.split(word).join('\u0001'.repeat(word.length));
  return s;
}

describe('ui/texts is Traditional Chinese (Taiwan)', () => {
  const strings = collectTextStrings();

  it('walks the whole catalogue', () => {
    expect(strings.length).toBeGreaterThan(250);
  });

  it('the converter does flag Simplified or Mainland text (the check can fail)', () => {
    expect(toTaiwan('项目信息')).not.toBe('项目信息');
    expect(toTaiwan(masked('请输入'))).not.toBe('请输入');
  });

  it('OpenCC cn→tw changes no character of any text', () => {
    const changed = strings
      .map(({ path, value }) => ({ path, value, converted: toTaiwan(masked(value)) }))
      .filter(({ value, converted }) => converted !== masked(value))
      .map(({ path, value, converted }) => `${path}: ${value} → ${converted}`);
    expect(changed).toEqual([]);
  });

  it('uses no Mainland wording the glossary replaces', () => {
    const mainland = ['軟件', '信息', '網絡', '視頻', '登錄', '用戶', '默認', '賬號', '設置', '平台'];
    const found = strings
      .filter(({ value }) => mainland.some((w) => value.includes(w)))
      .map(({ path, value }) => `${path}: ${value}`);
    expect(found).toEqual([]);
    // 項目 means "item" only in the spec's own 這一項已經加入了！; a project is always 專案.
    const projectAsXiangmu = strings.filter(({ value }) => value.replaceAll('這一項已經加入了！', '').includes('項目'));
    expect(projectAsXiangmu).toEqual([]);
  });

  it('uses the glossary’s spelling where Taiwan has two (儀表板, not 儀錶板)', () => {
    const ruledOut = ['儀錶板'];
    const found = strings.filter(({ value }) => ruledOut.some((w) => value.includes(w))).map(({ path, value }) => `${path}: ${value}`);
    expect(found).toEqual([]);
  });
});
