/** @jest-environment jest-fixed-jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { emptyProfile } from '../../../core/domain';
import type { UserProfile } from '../../../core/domain';
import { MemberCard } from '../../../ui/explore/MemberCard';
import { renderWithTheme } from '../components/render';

function renderCard(patch: Partial<UserProfile>) {
  const member: UserProfile = { ...emptyProfile('u-42', '林小美', 1), ...patch };
  renderWithTheme(
    <MemoryRouter>
      <MemberCard member={member} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('MemberCard (spec 2 Explore partners card)', () => {
  it('shows avatar, name, headline, role, city, the first 3 skills then "...", and the profile link', () => {
    const card = renderCard({
      name: '林小美',
      avatarUrl: 'https://example.com/a.png',
      headline: '全端工程師',
      role: 'technical',
      address: { city: '臺中市', district: '西屯區' },
      skills: ['React', 'Go', 'SQL', 'Figma', 'Docker'],
    });
    const c = within(card);
    expect(c.getByRole('heading', { name: '林小美' })).toBeTruthy();
    expect(card.getAttribute('aria-labelledby')).toBe(c.getByRole('heading').id);
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img.getAttribute('width')).toBe('64');
    expect(img.getAttribute('height')).toBe('64');
    expect(c.getByText('全端工程師')).toBeTruthy();
    expect(c.getByText('我是技術專家')).toBeTruthy();
    expect(c.getByText('臺中市')).toBeTruthy();
    const skills = within(c.getByRole('list', { name: '技能' })).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual(['React', 'Go', 'SQL...，還有 2 項技能']);
    expect(c.queryByText('Figma')).toBeNull();
    expect(c.getByText('...')).toBeTruthy();
    const link = c.getByRole('link', { name: /查看個人檔案/ });
    expect(link.getAttribute('href')).toBe('/profile/u-42');
    expect(link.textContent).toBe('查看個人檔案：林小美');
  });

  it('falls back: 未命名, 角色未定, the initial for the avatar, no "..." with 3 skills or fewer', () => {
    const card = renderCard({ name: '   ', role: null, avatarUrl: 'javascript:alert(1)', skills: ['A', 'B', 'C'] });
    const c = within(card);
    expect(c.getByRole('heading', { name: '未命名' })).toBeTruthy();
    expect(c.getByText('角色未定')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).toContain('未');
    expect(within(c.getByRole('list', { name: '技能' })).getAllByRole('listitem')).toHaveLength(3);
    expect(c.queryByText('...')).toBeNull();
  });

  it('shows hostile text as text', () => {
    const card = renderCard({ name: '<img src=x onerror=alert(1)>', headline: '<script>alert(1)</script>' });
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelectorAll('img')).toHaveLength(0);
    expect(within(card).getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('a member who has not opened the app for 90 days carries the quiet mark 最近較少上線; an active one none', () => {
    const day = 24 * 60 * 60 * 1000;
    const sleeping = renderCard({ role: 'technical', headline: '工程師', lastActiveAt: Date.now() - 91 * day });
    expect(within(sleeping).getByText('最近較少上線')).toBeTruthy();
    cleanup();
    const awake = renderCard({ role: 'technical', headline: '工程師', lastActiveAt: Date.now() - 89 * day });
    expect(within(awake).queryByText('最近較少上線')).toBeNull();
  });
});
