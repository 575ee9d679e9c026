/** @jest-environment jest-fixed-jsdom */
/** The message shown when the backend cannot start, from index.html's template. */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderStartupError } from '../../src/startupError';

/** Members read Chinese only: no Latin letters in what the page shows. */
const LATIN = /[A-Za-z]/;

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const html = readFileSync(path.join(process.cwd(), 'src/index.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
});

afterEach(() => consoleError.mockRestore());

it('replaces the loading text with the Chinese message; the technical detail goes to the console', () => {
  const root = document.getElementById('root') as HTMLElement;
  expect(root.textContent).toContain('載入中');
  renderStartupError(root, 'supabase', new Error('SUPABASE_URL is missing.'));
  const alert = root.querySelector('[role="alert"]');
  expect(alert?.querySelector('h1')?.textContent).toBe('服務暫時無法啟動');
  expect(alert?.textContent).toContain('網站的後端設定有誤，請稍後再試，或聯絡網站管理員。');
  expect(alert?.textContent).not.toMatch(LATIN);
  expect(consoleError).toHaveBeenCalledWith(
    'Backend "supabase" could not start. See config/backend.ts and README.',
    expect.objectContaining({ message: 'SUPABASE_URL is missing.' }),
  );
  expect(root.textContent).not.toContain('載入中');
});

it('code that could not be downloaded asks to check the connection and reload', () => {
  const root = document.getElementById('root') as HTMLElement;
  const error = Object.assign(new Error('Loading chunk backend-memory failed.'), { name: 'ChunkLoadError' });
  renderStartupError(root, 'memory', error);
  const alert = root.querySelector('[role="alert"]');
  expect(alert?.querySelector('h1')?.textContent).toBe('無法載入網站');
  expect(alert?.textContent).toContain('請確認網路連線後重新整理頁面。');
  expect(alert?.textContent).not.toContain('後端設定有誤');
  expect(alert?.querySelector('button')?.textContent).toBe('重新整理');
  expect(alert?.textContent).not.toMatch(LATIN);
  expect(consoleError).toHaveBeenCalledWith('The code of backend "memory" could not be downloaded.', error);
});
