import { hostingProblems } from '../../hosting/hostingRules.ts';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';

/**
 * The journeys' host is nginx with the shipped configuration (test/e2e/server.ts): deep links,
 * cache headers, compression and a missing asset behave as config/hosting/nginx-spa.conf says.
 */
export const hosting: Journey = {
  name: 'hosting: nginx with the shipped configuration answers deep links, caches assets, revalidates the page',
  async run(t) {
    const problems = await hostingProblems(t.baseUrl, { compression: 'brotli and gzip' });
    expect(problems.length === 0, `the host keeps the hosting rules:\n  ${problems.join('\n  ')}`);
  },
};
