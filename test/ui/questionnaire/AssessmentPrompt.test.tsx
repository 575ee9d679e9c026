/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AssessmentPrompt } from '../../../ui/questionnaire/AssessmentPrompt';
import { renderWithTheme } from '../components/render';

describe('AssessmentPrompt (spec 4: the "not yet completed" prompt)', () => {
  it('says the assessment is not done yet and links to /questionnaire', () => {
    renderWithTheme(
      <MemoryRouter>
        <AssessmentPrompt />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: '你還沒有完成創業評測' });
    expect(within(region).getByRole('heading', { level: 2, name: '你還沒有完成創業評測' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: '開始評測' }).getAttribute('href')).toBe('/questionnaire');
  });

  it('can sit under an h2 as an h3', () => {
    renderWithTheme(
      <MemoryRouter>
        <AssessmentPrompt headingLevel={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '你還沒有完成創業評測' })).toBeTruthy();
  });
});
