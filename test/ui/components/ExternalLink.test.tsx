/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ExternalLink } from '../../../ui/components/ExternalLink';
import { renderWithTheme } from './render';

describe('ExternalLink', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'mailto:a@b.tw',
    '//evil.example',
    'www.example.com',
    '',
  ])('renders %p as plain text, never as a link', (href) => {
    const { container } = renderWithTheme(<ExternalLink href={href}>我的網站</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('我的網站')).toBeTruthy();
  });

  it('renders http(s) URLs as new-tab links with rel="noopener noreferrer"', () => {
    renderWithTheme(<ExternalLink href="https://www.linkedin.com/in/mei">LinkedIn</ExternalLink>);
    const link = screen.getByRole('link', { name: /LinkedIn/ });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/mei');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('（在新分頁開啟）');
  });

  it('renders a path of this site as a link that opens here', () => {
    renderWithTheme(
      <MemoryRouter>
        <ExternalLink href="/resources">創業資源</ExternalLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '創業資源' });
    expect(link.getAttribute('href')).toBe('/resources');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('shows the URL itself when there is no text, inert when unsafe', () => {
    renderWithTheme(<ExternalLink href="javascript:void(0)" />);
    expect(screen.getByText('javascript:void(0)').tagName).toBe('SPAN');
  });
});
