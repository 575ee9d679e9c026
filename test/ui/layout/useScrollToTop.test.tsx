/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { useScrollToTop } from '../../../ui/layout/useScrollToTop';

function Pages() {
  useScrollToTop();
  return (
    <Routes>
      <Route path="*" element={<p>頁面</p>} />
    </Routes>
  );
}

describe('useScrollToTop', () => {
  it('opens a new page at its top; Back, an anchor, filters in the query and the first page keep their position', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = createMemoryHistory({ initialEntries: ['/explore/projects'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Pages />
      </HistoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => history.push('/project/u-001'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => history.replace('/home'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // Explore's filters replace the query of the same page.
    act(() => history.replace('/explore/projects?stage=concept'));
    act(() => history.push('/explore/projects?stage=concept#list'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
