import { DEFAULT_MEMBER_NAME, memberNameOrDefault } from '../../../core/rules/defaults';

describe('default member name', () => {
  it('is 新會員 (spec: "New member")', () => {
    expect(DEFAULT_MEMBER_NAME).toBe('新會員');
  });
  it.each([
    ['', '新會員'],
    ['   ', '新會員'],
    [null, '新會員'],
    [undefined, '新會員'],
    [' 小明 ', '小明'],
  ])('%p → %p', (name, shown) => expect(memberNameOrDefault(name)).toBe(shown));
});
