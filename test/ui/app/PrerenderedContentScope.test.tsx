/** @jest-environment jest-fixed-jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { PrerenderedContentScope } from '../../../ui/app/PrerenderedContentScope';
import { usePrerenderedContent } from '../../../ui/hooks/PrerenderedContent';
import type { Banner } from '../../../core/domain';

const BANNER: Banner = { id: 'b-1', title: '橫幅', imageUrl: '/b.svg', linkUrl: '', order: 1 };

let navigate: NavigateFunction = () => undefined;
function Reader() {
  navigate = useNavigate();
  const { banners } = usePrerenderedContent();
  return <p>{banners ? `${banners.length} 則` : '沒有'}</p>;
}

describe('PrerenderedContentScope', () => {
  it("gives the build's content at the address it was built for, and never again once the person leaves it", () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <PrerenderedContentScope content={{ banners: [BANNER] }}>
          <Reader />
        </PrerenderedContentScope>
      </MemoryRouter>,
    );
    expect(screen.getByText('1 則')).toBeTruthy();
    act(() => void navigate('/resources'));
    expect(screen.getByText('沒有')).toBeTruthy();
    act(() => void navigate('/home'));
    expect(screen.getByText('沒有')).toBeTruthy();
  });
});
