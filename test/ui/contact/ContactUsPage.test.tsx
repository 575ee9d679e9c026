/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_SUCCESS_MESSAGE } from '../../../adapters/memory';
import { DomainError } from '../../../core/domain';
import type { FeedbackInput } from '../../../core/domain';
import { APPLICANT, makeWorld, renderAt } from '../project/projectWorld';

function valueOf(el: HTMLElement): string {
  return (el as HTMLInputElement).value;
}

const field = {
  name: () => screen.getByRole('textbox', { name: '姓名/暱稱' }),
  email: () => screen.getByRole('textbox', { name: '電子郵件' }),
  message: () => screen.getByRole('textbox', { name: '訊息內容' }),
};

function errorOf(control: HTMLElement): string | null {
  const id = (control.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  const el = id ? document.getElementById(id) : null;
  return el ? (el.textContent ?? '').replace('⚠', '').trim() : null;
}

async function open(world: Awaited<ReturnType<typeof makeWorld>>) {
  const view = renderAt(world, '/contact-us');
  await screen.findByRole('heading', { level: 1, name: '聯絡我們' }, { timeout: 3000 });
  return view;
}

describe('Contact us (spec 2 Contact, 5 Contact form, 8 Contact)', () => {
  it('has a short introduction and the operators’ email as a fallback', async () => {
    const world = await makeWorld({ as: APPLICANT });
    await open(world);
    expect(screen.getByText(/歡迎留言給我們/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@cofounder.tw' }).getAttribute('href')).toBe('mailto:support@cofounder.tw');
    // Prefilled with the member's name and sign-in email.
    expect(valueOf(field.name())).toBe(APPLICANT.name);
    expect(valueOf(field.email())).toBe(APPLICANT.email);
  });

  it('requires name and message; the email is optional but checked when given', async () => {
    const sent: FeedbackInput[] = [];
    const world = await makeWorld({
      as: APPLICANT,
      override: (b) => ({ feedback: { submitFeedback: async (input) => (sent.push(input), b.feedback.submitFeedback(input)) } }),
    });
    const user = userEvent.setup();
    await open(world);
    await user.clear(field.name());
    await user.clear(field.email());
    await user.type(field.email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(errorOf(field.name())).toBe('請輸入姓名/暱稱。');
    expect(errorOf(field.email())).toBe('電子郵件格式不正確。');
    expect(errorOf(field.message())).toBe('請輸入訊息內容。');
    expect(document.activeElement).toBe(field.name());
    expect(sent).toEqual([]);

    await user.clear(field.email());
    expect(errorOf(field.email())).toBeNull();
    await user.type(field.name(), '小明');
    await user.type(field.message(), '想提個建議');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([{ name: '小明', email: '', message: '想提個建議' }]);
  });

  it('shows the server’s message on success and clears the message', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    await open(world);
    await user.type(field.message(), '網站很好用，謝謝！');
    await user.click(screen.getByRole('button', { name: '送出' }));
    const notice = await screen.findByText(FEEDBACK_SUCCESS_MESSAGE);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(valueOf(field.message())).toBe('');
    // The answer shows above the form; on a phone focus takes the member up to it.
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
  });

  it('keeps what was typed across a reload until it is sent', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    const first = await open(world);
    await user.type(field.message(), '重新整理前寫的意見');
    first.unmount();

    const view = await open(world);
    expect(valueOf(field.message())).toBe('重新整理前寫的意見');
    expect(valueOf(field.name())).toBe(APPLICANT.name);
    await user.click(screen.getByRole('button', { name: '送出' }));
    await screen.findByText(FEEDBACK_SUCCESS_MESSAGE);
    view.unmount();

    await open(world);
    expect(valueOf(field.message())).toBe('');
  });

  it('shows the server’s refusal message and keeps the text', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      override: () => ({ feedback: { submitFeedback: async () => ({ success: false, message: '系統忙碌中，請稍後再寄。' }) } }),
    });
    const user = userEvent.setup();
    await open(world);
    await user.type(field.message(), '保留這段文字');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('系統忙碌中，請稍後再寄。');
    expect(valueOf(field.message())).toBe('保留這段文字');
    expect(valueOf(field.name())).toBe(APPLICANT.name);
  });

  it('without a server message: 無法送出，請稍後再試。; an unknown error: 發生未知錯誤; the text stays', async () => {
    let next: () => Promise<{ success: boolean; message: string }> = async () => ({ success: false, message: '' });
    const world = await makeWorld({ as: APPLICANT, override: () => ({ feedback: { submitFeedback: () => next() } }) });
    const user = userEvent.setup();
    await open(world);
    await user.type(field.message(), '第一次');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('無法送出，請稍後再試。');

    next = async () => Promise.reject(new DomainError('unavailable'));
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('無法送出，請稍後再試。');

    next = async () => Promise.reject(new DomainError('unknown'));
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('發生未知錯誤');

    next = async () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: '送出' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('發生未知錯誤');
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(valueOf(field.message())).toBe('第一次');
    expect(within(screen.getByRole('main')).queryByText(/Failed to fetch/)).toBeNull();
  });

  it('says how many messages an hour the operators take when the sender is over the limit; the text stays', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      override: () => ({ feedback: { submitFeedback: () => Promise.reject(new DomainError('resource-exhausted')) } }),
    });
    const user = userEvent.setup();
    await open(world);
    await user.type(field.message(), '第六則');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('每小時最多可以送出 5 則訊息，請稍後再試。');
    expect(valueOf(field.message())).toBe('第六則');
  });
});
