import { addTag, hasDuplicateTags, normalizeTags } from '../../../core/validation/tags';

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
