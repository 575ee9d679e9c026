/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWorld, renderAt, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

describe('ReportDialog', () => {
  it('asks before the typed details go: Esc or 取消 asks, 繼續編輯 keeps them, 放棄變更 closes', async () => {
    world = await makeWorld({ users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '別人', 2)] }, 'u-me');
    await renderAt(world.useCases, '/profile/u-2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '檢舉這位會員' }));
    const dialog = await screen.findByRole('dialog', { name: '檢舉會員' });
    const details = within(dialog).getByRole('textbox', { name: /補充說明/ }) as HTMLTextAreaElement;
    await user.type(details, '他要我先匯款');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '繼續編輯' }));
    expect(details.value).toBe('他要我先匯款');
    expect(screen.getByRole('dialog', { name: '檢舉會員' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(await screen.findByRole('button', { name: '放棄變更' }));
    expect(screen.queryByRole('dialog', { name: '檢舉會員' })).toBeNull();
  });

  it('a reload or leaving the page with typed details asks too', async () => {
    world = await makeWorld({ users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '別人', 2)] }, 'u-me');
    await renderAt(world.useCases, '/profile/u-2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '檢舉這位會員' }));
    const dialog = await screen.findByRole('dialog', { name: '檢舉會員' });
    const beforeUnloadIsStopped = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /補充說明/ }), '他要我先匯款');
    expect(beforeUnloadIsStopped()).toBe(true);
  });

  it('closes at once when nothing was typed', async () => {
    world = await makeWorld({ users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '別人', 2)] }, 'u-me');
    await renderAt(world.useCases, '/profile/u-2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '檢舉這位會員' }));
    await screen.findByRole('dialog', { name: '檢舉會員' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '檢舉會員' })).toBeNull();
    expect(screen.queryByRole('button', { name: '繼續編輯' })).toBeNull();
  });
});
