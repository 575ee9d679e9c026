/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Project } from '../../../core/domain';
import { ProjectCard } from '../../../ui/explore/ProjectCard';
import { renderWithTheme } from '../components/render';

const project: Project = {
  id: 'u-7',
  projectName: '島嶼慢遊',
  headline: '串連漁村與民宿的深度旅遊',
  description: '描述',
  stage: 'prototype',
  partnersWanted: ['technical', 'operations'],
  skillsRequired: ['預約系統', '行銷企劃'],
  ownerId: 'u-7',
  ownerName: '翁靖潔',
  ownerAvatar: '',
  createdAt: 1,
};

function renderCard(patch: Partial<Project> = {}) {
  renderWithTheme(
    <MemoryRouter>
      <ProjectCard project={{ ...project, ...patch }} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('ProjectCard (spec 2 Explore projects card)', () => {
  it('shows name, headline, stage, partners wanted, skills required, owner and the details link', () => {
    const c = renderCard();
    expect(c.getByRole('heading', { name: '島嶼慢遊' })).toBeTruthy();
    expect(c.getByText('串連漁村與民宿的深度旅遊')).toBeTruthy();
    expect(c.getByText('原型開發')).toBeTruthy();
    expect(c.getByText('技術專家')).toBeTruthy();
    expect(c.getByText('營運/行銷專家')).toBeTruthy();
    expect(c.getByText('預約系統')).toBeTruthy();
    expect(c.getByText('行銷企劃')).toBeTruthy();
    expect(c.getByText('翁靖潔')).toBeTruthy();
    expect(c.getByText('翁')).toBeTruthy();
    const link = c.getByRole('link', { name: /查看詳情/ });
    expect(link.getAttribute('href')).toBe('/project/u-7');
    expect(link.textContent).toBe('查看詳情：島嶼慢遊');
  });

  it('says what is missing instead of leaving holes', () => {
    const c = renderCard({ partnersWanted: [], skillsRequired: [], ownerName: '', headline: '' });
    // The same words as the project's page and the editor.
    expect(c.getByText('暫不徵求')).toBeTruthy();
    expect(c.getByText('尚未列出')).toBeTruthy();
    expect(c.getByText('未命名')).toBeTruthy();
    expect(c.getByText('尚未填寫專案簡介')).toBeTruthy();
  });
});
