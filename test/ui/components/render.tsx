import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../ui/theme/theme';

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders a component with the app theme (what every styled component needs); rerender keeps it. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: Themed });
}
