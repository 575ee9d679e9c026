/** @jest-environment jest-fixed-jsdom */
/**
 * The shell's parts loaded on demand when their chunk does not download (a dropped connection):
 * the app stays up and the person still gets the notice or the question.
 */
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const offline = () => {
  throw new Error('Loading chunk failed.');
};
jest.unstable_mockModule('../../../ui/components/ToastView', offline);
jest.unstable_mockModule('../../../ui/components/ConfirmDialog', offline);

const { ToastProvider, useToast } = await import('../../../ui/components/Toast');
const { ConfirmProvider, useConfirm } = await import('../../../ui/components/ConfirmProvider');
const { renderWithTheme } = await import('./render');

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function Harness() {
  const toast = useToast();
  const confirm = useConfirm();
  return (
    <>
      <button type="button" onClick={() => toast.success('個人檔案已更新！')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('更新失敗，請稍後再試。')}>
        失敗
      </button>
      <button
        type="button"
        onClick={async () => toast.info((await confirm({ title: '確定要刪除嗎？', message: '刪除後將無法復原。' })) ? '刪除了' : '沒刪')}
      >
        刪除
      </button>
    </>
  );
}

function renderApp() {
  renderWithTheme(
    <ToastProvider>
      <ConfirmProvider>
        <Harness />
      </ConfirmProvider>
    </ToastProvider>,
  );
}

it('a notice whose view cannot load is still shown in words, announced and closable', async () => {
  renderApp();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '成功' }));
  expect((await screen.findByRole('status')).textContent).toContain('個人檔案已更新！');
  await user.click(screen.getByRole('button', { name: '失敗' }));
  expect((await screen.findByRole('alert')).textContent).toContain('更新失敗，請稍後再試。');
  await user.click(screen.getAllByRole('button', { name: '關閉通知' })[0]!);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getByRole('button', { name: '成功' })).toBeTruthy();
  expect(consoleError).toHaveBeenCalledWith('[ui] the notice view failed to load', expect.anything());
});

it("a question whose dialog cannot load is asked with the browser's own confirm box", async () => {
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderApp();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '刪除' }));
  await waitFor(() => expect(ask).toHaveBeenCalledWith('確定要刪除嗎？\n刪除後將無法復原。'));
  expect((await screen.findByRole('status')).textContent).toContain('刪除了');
  ask.mockRestore();
});
