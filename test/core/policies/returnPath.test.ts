import { authPathReturningTo, returnPathIn, safeReturnPath } from '../../../core/policies/returnPath';

describe('the return path after sign-in', () => {
  it.each(['/project/abc', '/profile/u-1?tab=x#links', '/chat/u-2', '/admin/users', '/questionnaire/result/r1'])(
    'follows a page of the site that needs sign-in: %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    ['another host', '//evil.example/x'],
    ['another host, backslash', '/\\evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'project/abc'],
    ['the Auth page', '/'],
    ['the Auth page, with a query', '/?next=%2Fhome'],
    ['a tab in the path', '/project/a\tb'],
    ['nothing', ''],
    ['not text', null],
  ])('never follows %s', (_label, value) => expect(safeReturnPath(value)).toBeNull());

  it('writes and reads ?next=', () => {
    expect(authPathReturningTo('/project/abc?x=1')).toBe('/?next=%2Fproject%2Fabc%3Fx%3D1');
    expect(returnPathIn('?next=%2Fproject%2Fabc%3Fx%3D1')).toBe('/project/abc?x=1');
    expect(authPathReturningTo('/')).toBe('/');
    expect(returnPathIn('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('')).toBeNull();
  });
});
