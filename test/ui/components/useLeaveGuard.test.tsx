/** @jest-environment jest-fixed-jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '../../../ui/app/App';
import { AppRouter } from '../../../ui/app/AppRouter';
import { AppRoutes } from '../../../ui/app/routes';
import { APPLICANT, NEWBIE, OWNER, PROJECT, makeWorld } from '../project/projectWorld';
import type { World } from '../project/projectWorld';

/** Navigation waits for the next page's lazy chunk (a transition), slow on a loaded machine. */
const SLOW = { timeout: 8000 };

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        瀏覽器的上一頁
      </button>
    </>
  );
}

/** The app with a history of `entries` (the last one open) and a stand-in for the browser's Back. */
function renderHistory(world: World, entries: string[]) {
  render(
    <AppProviders useCases={world.useCases} backendName="memory" session={world.session}>
      <AppRouter kind="memory" initialEntries={entries}>
        <AppRoutes />
        <Probe />
      </AppRouter>
    </AppProviders>,
  );
  return { path: () => screen.getByTestId('location').textContent ?? '' };
}

const headerLink = (name: string) =>
  within(screen.getByRole('navigation', { name: '主要導覽' })).getByRole('link', { name });

async function leavePrompt() {
  return screen.findByRole('alertdialog', { name: '放棄尚未儲存的變更？' }, SLOW);
}

function beforeUnloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Leaving a form with unsaved edits asks first (useLeaveGuard)', () => {
  it('project editor: a header link asks; 繼續編輯 stays with the text, 放棄變更 leaves', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const view = renderHistory(world, ['/project/editor']);
    await user.click(await screen.findByRole('radio', { name: '我有創業點子' }));
    await user.type(screen.getByRole('textbox', { name: '專案名稱' }), '書循環');

    await user.click(headerLink('探索夥伴'));
    const dialog = await leavePrompt();
    expect(dialog.textContent).toContain('你修改的內容還沒有儲存，離開編輯後將不會保留。');
    await user.click(within(dialog).getByRole('button', { name: '繼續編輯' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.path()).toBe('/project/editor');
    expect((screen.getByRole('textbox', { name: '專案名稱' }) as HTMLInputElement).value).toBe('書循環');

    const draftKey = `cofounder.projectDraft:${NEWBIE.uid}:${NEWBIE.uid}`;
    expect(window.sessionStorage.getItem(draftKey)).not.toBeNull();
    await user.click(headerLink('探索夥伴'));
    await user.click(within(await leavePrompt()).getByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(view.path()).toBe('/explore-partners'), SLOW);
    // What was given up is not offered again.
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('the browser’s Back asks too, and a refusal keeps the page', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    const view = renderHistory(world, ['/home', `/project/edit/${PROJECT.id}`]);
    const headline = await screen.findByRole('textbox', { name: '一句話介紹' }, SLOW);
    await user.type(headline, '！');

    await user.click(screen.getByRole('button', { name: '瀏覽器的上一頁' }));
    await user.click(within(await leavePrompt()).getByRole('button', { name: '繼續編輯' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.path()).toBe(`/project/edit/${PROJECT.id}`);

    await user.click(screen.getByRole('button', { name: '瀏覽器的上一頁' }));
    await user.click(within(await leavePrompt()).getByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(view.path()).toBe('/home'), SLOW);
  });

  it('a reload or closing the tab gets the browser’s own prompt, only while there are unsaved edits', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    renderHistory(world, ['/contact-us']);
    const message = await screen.findByRole('textbox', { name: '訊息內容' }, SLOW);
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.type(message, '還沒送出');
    expect(beforeUnloadIsStopped()).toBe(true);
    await user.clear(message);
    expect(beforeUnloadIsStopped()).toBe(false);
  });

  it('contact form, skills form and profile form ask before a header link too', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    const view = renderHistory(world, ['/contact-us']);
    await user.type(await screen.findByRole('textbox', { name: '訊息內容' }, SLOW), '還沒送出');
    await user.click(headerLink('探索專案'));
    await user.click(within(await leavePrompt()).getByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(view.path()).toBe('/explore-projects'), SLOW);

    await user.click(screen.getAllByRole('link', { name: '發布專案' })[0]!);
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: '自我介紹' }), '還沒儲存');
    await user.click(headerLink('探索專案'));
    await user.click(within(await leavePrompt()).getByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(view.path()).toBe('/explore-projects'), SLOW);

    await user.click((await screen.findAllByRole('link', { name: '我的個人檔案' }, SLOW))[0]!);
    await user.click(await screen.findByRole('button', { name: '編輯個人檔案' }, SLOW));
    await user.type(await screen.findByRole('textbox', { name: '一句話介紹' }, SLOW), '！');
    await user.click(headerLink('探索專案'));
    expect(await leavePrompt()).toBeTruthy();
  });

  it('saving never asks, and neither does leaving an untouched form', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    const view = renderHistory(world, [`/project/edit/${PROJECT.id}`]);
    const headline = await screen.findByRole('textbox', { name: '一句話介紹' }, SLOW);
    await user.click(headerLink('探索夥伴'));
    await waitFor(() => expect(view.path()).toBe('/explore-partners'), SLOW);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(headline.isConnected).toBe(false);

    await user.click(screen.getByRole('button', { name: '瀏覽器的上一頁' }));
    await user.type(await screen.findByRole('textbox', { name: '一句話介紹' }, SLOW), '！');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(view.path()).toBe(`/project/${PROJECT.id}`), SLOW);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(beforeUnloadIsStopped()).toBe(false);
  });
});
