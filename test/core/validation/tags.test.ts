import { TEXT_LIMITS } from '../../../core/validation/limits';
import { addTag, hasDuplicateTags, normalizeTags } from '../../../core/validation/tags';
import { validateProfile } from '../../../core/validation/profile';
import { validateProjectInput } from '../../../core/validation/project';

describe('addTag', () => {
  it('adds the trimmed tag without changing the given list', () => {
    const list = ['React'];
    expect(addTag(list, '  TypeScript ')).toEqual({ ok: true, list: ['React', 'TypeScript'] });
    expect(list).toEqual(['React']);
  });
  it.each(['', '   ', '\t\n'])('ignores blank input %p', (raw) => {
    expect(addTag(['a'], raw)).toEqual({ ok: false, code: 'required' });
  });
  it.each(['React', 'react', ' REACT '])('rejects duplicate %p case-insensitively', (raw) => {
    expect(addTag(['React'], raw)).toEqual({ ok: false, code: 'tag_duplicate' });
  });
  it('adds to an empty list', () => {
    expect(addTag([], '行銷')).toEqual({ ok: true, list: ['行銷'] });
  });

  it('takes a tag of TEXT_LIMITS.TAG code points (emoji count as one) and refuses one more', () => {
    const longest = '🚀'.repeat(TEXT_LIMITS.TAG);
    expect(addTag([], `  ${longest}  `)).toEqual({ ok: true, list: [longest] });
    expect(addTag([], `${longest}行`)).toEqual({ ok: false, code: 'tag_too_long' });
  });

  it('takes the TEXT_LIMITS.TAGS-th tag and refuses one more', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `技能${i + 1}`);
    expect(addTag(tags(TEXT_LIMITS.TAGS - 1), '最後一項')).toEqual({
      ok: true,
      list: [...tags(TEXT_LIMITS.TAGS - 1), '最後一項'],
    });
    expect(addTag(tags(TEXT_LIMITS.TAGS), '多一項')).toEqual({ ok: false, code: 'too_many_tags' });
  });

  it('never builds a list that the saves refuse', () => {
    let list: string[] = [];
    for (let i = 0; i < TEXT_LIMITS.TAGS * 2 + 10; i++) {
      const result = addTag(list, `${i}`.padEnd(TEXT_LIMITS.TAG + (i % 2), '字'));
      if (result.ok) list = result.list;
    }
    expect(list).toHaveLength(TEXT_LIMITS.TAGS);
    expect(validateProfile({ name: '王小明', role: 'technical', skills: list }).skills).toBeUndefined();
    expect(
      validateProjectInput({
        projectName: '照護橋',
        headline: '長照媒合',
        description: '說明',
        stage: 'concept',
        partnersWanted: [],
        skillsRequired: list,
      }).skillsRequired,
    ).toBeUndefined();
  });
});

describe('normalizeTags', () => {
  it('trims, drops blanks and duplicates, keeps the first spelling and the order', () => {
    expect(normalizeTags([' Go ', '', 'go', '  ', 'Rust', 'GO', 'rust '])).toEqual(['Go', 'Rust']);
  });
  it('handles missing lists', () => {
    expect(normalizeTags(undefined)).toEqual([]);
    expect(normalizeTags(null)).toEqual([]);
  });
});

describe('hasDuplicateTags', () => {
  it('detects case-insensitive duplicates', () => {
    expect(hasDuplicateTags(['a', 'A '])).toBe(true);
    expect(hasDuplicateTags(['a', 'b'])).toBe(false);
  });
});
