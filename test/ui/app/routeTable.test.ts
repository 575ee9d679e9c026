import { flatRoutes } from '../../../src/build/routeChunks';
import { USE_CASE_CHUNKS, featureChunks } from '../../../ui/app/featureChunks';
import { accessAt } from '../../../ui/app/guards';
import { isPageRoute } from '../../../ui/app/routeTable';

describe('the route table', () => {
  it('holds every route of spec section 2, with the access rule of spec 2 and 6', () => {
    expect(Object.fromEntries(flatRoutes().map(({ path, row }) => [path, row.access]))).toEqual({
      '/': 'visitor',
      '/home': 'member',
      '/reset-password': 'public',
      '/resources': 'public',
      '/explore-partners': 'member',
      '/explore-projects': 'member',
      '/project/:projectId': 'member',
      '/chat/:receiverId': 'member',
      '/inbox': 'member',
      '/project/editor': 'onboarding',
      '/project/edit/:projectId': 'member',
      '/profile/:id': 'profile',
      '/profile': 'onboarding',
      '/questionnaire': 'member',
      '/questionnaire/result/:resultId': 'member',
      '/agreement-templates': 'member',
      '/blocks': 'member',
      '/contact-us': 'member',
      '/privacy': 'public',
      '/my-data': 'onboarding',
      '/account-deleted': 'public',
      '/admin': 'admin',
      '/admin/dashboard': 'admin',
      '/admin/questionnaire-editor': 'admin',
      '/admin/users': 'admin',
      '/admin/projects': 'admin',
      '/admin/reports': 'admin',
      '/admin/resources': 'admin',
      '/admin/banners': 'admin',
      '/admin/*': 'admin',
      '/*': 'public',
    });
  });

  it('gives every page a chunk of its own (the 404 page serves two routes); everything under /admin is for admins', () => {
    const pages = flatRoutes().filter(({ row }) => isPageRoute(row));
    const chunks = pages.map(({ pages: chain }) => chain[chain.length - 1]?.chunk);
    expect(new Set(chunks).size).toBe(chunks.length - 1);
    for (const { path, row } of flatRoutes().filter(({ path: p }) => p.startsWith('/admin/')))
      expect([path, row.access]).toEqual([path, 'admin']);
  });

  it('names each data feature by chunks that exist in every build: "<backend>-<feature>" or a use-case group', () => {
    expect(featureChunks(['chat', 'questionnaire', 'questionnaire-use-cases'], 'supabase')).toEqual([
      'supabase-chat',
      'supabase-questionnaire',
      'questionnaire-use-cases',
    ]);
    expect(USE_CASE_CHUNKS).toEqual([
      'questionnaire-use-cases',
      'report-use-cases',
      'recommendation-use-cases',
    ]);
  });
});

describe('accessAt (the guard reads the rule of the route the router shows)', () => {
  it.each([
    ['/', 'visitor'],
    ['/resources/', 'public'],
    ['/Home', 'member'],
    ['/home?x=1', 'member'],
    ['//home', 'member'],
    ['/project/editor', 'onboarding'],
    ['/project/abc', 'member'],
    ['/profile', 'onboarding'],
    ['/profile/abc', 'profile'],
    ['/admin', 'admin'],
    ['/ADMIN/users', 'admin'],
    ['/admin/whatever', 'admin'],
    ['/nope', 'public'],
    ['/project', 'public'],
    ['/project/a/b', 'public'],
    ['/chat', 'public'],
    ['/questionnaire/result', 'public'],
    ['/administrator', 'public'],
    ['/homepage', 'public'],
    ['/profile/a/b', 'public'],
  ])('%s → %s', (path, access) => expect(accessAt(path)).toBe(access));
});
