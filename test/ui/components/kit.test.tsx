/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Avatar } from '../../../ui/components/Avatar';
import { Button } from '../../../ui/components/Button';
import { ConfirmProvider, useConfirm } from '../../../ui/components/ConfirmProvider';
import { PageTitle } from '../../../ui/components/PageContainer';
import { TextField } from '../../../ui/components/TextField';
import { ToastProvider, useToast } from '../../../ui/components/Toast';
import { renderWithTheme } from './render';

describe('Button', () => {
  it('shows 處理中... and is disabled while loading', () => {
    renderWithTheme(<Button loading>儲存</Button>);
    const button = screen.getByRole('button', { name: '處理中...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
  });
});

describe('TextField', () => {
  it('labels the input and ties hint and error to it', () => {
    renderWithTheme(<TextField label="標題" hint="一句話介紹" error="請輸入標題。" required />);
    const input = screen.getByRole('textbox', { name: '標題' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['一句話介紹', '⚠請輸入標題。']);
  });
});

describe('Avatar', () => {
  it('renders the picture with width, height and alt', () => {
    renderWithTheme(<Avatar src="https://example.com/a.png" name="林小美" size={48} />);
    const img = screen.getByRole('img', { name: '林小美的大頭貼' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('height')).toBe('48');
  });

  it('falls back to the initial when there is no picture, an unsafe URL, or the image fails', () => {
    const { rerender } = renderWithTheme(<Avatar src="" name="林小美" />);
    expect(screen.getByRole('img', { name: '林小美的大頭貼' }).textContent).toBe('林');
    rerender(<Avatar src="javascript:alert(1)" name="amy" />);
    expect(screen.getByRole('img', { name: 'amy的大頭貼' }).textContent).toBe('A');
    rerender(<Avatar src="https://example.com/broken.png" name="王" />);
    const img = screen.getByRole('img');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: '王的大頭貼' }).textContent).toBe('王');
  });
});

describe('PageTitle', () => {
  it('renders the h1 and sets document.title', () => {
    renderWithTheme(<PageTitle>探索夥伴</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: '探索夥伴' })).toBeTruthy();
    expect(document.title).toBe('探索夥伴｜共創夥伴');
  });
});

function ConfirmHarness() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: '確定要刪除嗎？',
                message: '刪除後將無法復原。',
                confirmLabel: '刪除',
                danger: true,
              }),
            ),
          )
        }
      >
        刪除專案
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

describe('useConfirm / ConfirmDialog', () => {
  it('asks in an accessible modal, starts on 取消, traps focus, and resolves the answer', async () => {
    renderWithTheme(
      <ConfirmProvider>
        <ConfirmHarness />
      </ConfirmProvider>,
    );
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: '刪除專案' });
    await user.click(opener);
    // The dialog's code loads on the first question (ConfirmProvider), so it appears a moment later.
    const dialog = await screen.findByRole('alertdialog', { name: '確定要刪除嗎？' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('刪除後將無法復原。');
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '刪除' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.click(confirm);
    expect(screen.getByTestId('answer').textContent).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Esc cancels', async () => {
    renderWithTheme(
      <ConfirmProvider>
        <ConfirmHarness />
      </ConfirmProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '刪除專案' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('answer').textContent).toBe('false');
  });
});

function ToastHarness() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('個人檔案已更新！')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('更新失敗，請稍後再試。')}>
        失敗
      </button>
      <button type="button" onClick={() => toast.info('專案已發布！')}>
        資訊
      </button>
    </>
  );
}

describe('useToast', () => {
  it('announces success as role=status and errors as role=alert, and can be closed', async () => {
    renderWithTheme(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: '成功' }));
    // The notice's view is a chunk of its own (fetched ahead by useToast): it may take a moment.
    expect((await screen.findByRole('status')).textContent).toContain('個人檔案已更新！');
    await user.click(screen.getByRole('button', { name: '失敗' }));
    expect(screen.getByRole('alert').textContent).toContain('更新失敗，請稍後再試。');
    await user.click(screen.getAllByRole('button', { name: '關閉通知' })[0]!);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a new notice replaces older success and info ones; errors stay', async () => {
    renderWithTheme(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '成功' }));
    await user.click(screen.getByRole('button', { name: '失敗' }));
    await user.click(screen.getByRole('button', { name: '資訊' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([expect.stringContaining('專案已發布！')]);
    expect(screen.getByRole('alert').textContent).toContain('更新失敗，請稍後再試。');
  });
});
