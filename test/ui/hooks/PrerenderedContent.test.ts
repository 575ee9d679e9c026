import type { Banner } from '../../../core/domain';
import { keepPrerenderedContentAt, prerenderedContent, setPrerenderedContent } from '../../../ui/hooks/PrerenderedContent';

const BANNER: Banner = { id: 'b-1', title: '橫幅', imageUrl: '/b.svg', linkUrl: '', order: 1 };

describe('the content a prerendered page was built with', () => {
  it('serves the address it was built for, and never again once the person leaves it', () => {
    setPrerenderedContent('/home', { banners: [BANNER] });
    keepPrerenderedContentAt('/home');
    expect(prerenderedContent()).toEqual({ banners: [BANNER] });
    keepPrerenderedContentAt('/resources');
    expect(prerenderedContent()).toEqual({});
    keepPrerenderedContentAt('/home');
    expect(prerenderedContent()).toEqual({});
  });
});
