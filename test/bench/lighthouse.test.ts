import { LIGHTHOUSE_PAGES, pathIn } from './lighthouse';

describe('the pages Lighthouse audits', () => {
  test("a page's address names a demo member by that backend's id", () => {
    expect(pathIn('/profile/{u-001}', { 'u-001': 'Xy9' })).toBe('/profile/Xy9');
    expect(pathIn('/project/{u-001}', {})).toBe('/project/u-001');
    expect(pathIn('/home', { 'u-001': 'Xy9' })).toBe('/home');
  });

  test('the Firebase build is audited on the same member pages as the memory build', () => {
    const memberPages = (build?: string) =>
      LIGHTHOUSE_PAGES.filter((p) => p.as === 'member' && p.build === build).map((p) => pathIn(p.path));
    expect(memberPages('firebase')).toEqual(memberPages(undefined));
  });
});
