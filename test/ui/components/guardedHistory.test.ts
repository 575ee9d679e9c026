import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { guardHistory } from '../../../ui/components/guardedHistory';

/** A guarded in-memory history at /home → /profile/u-1, with the paths the router was shown. */
function setup() {
  const inner = createMemoryHistory({ initialEntries: ['/home', '/profile/u-1'], initialIndex: 1, v5Compat: true });
  const history = guardHistory(inner);
  const shown: string[] = [];
  history.listen((update) => shown.push(update.location.pathname));
  return { history, inner, shown };
}

/** A question the test answers later. */
function pendingAnswer() {
  let answer!: (ok: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('guardHistory (a page with unsaved edits can ask before it is left)', () => {
  it('lets every navigation through while no page guards', () => {
    const { history, shown } = setup();
    history.push('/explore-partners');
    history.go(-1);
    history.replace('/home?x=1');
    expect(shown).toEqual(['/explore-partners', '/profile/u-1', '/home']);
  });

  it('a link or navigate() waits for the answer: refused stays, confirmed goes', async () => {
    const { history, shown } = setup();
    const asked: string[] = [];
    let question = pendingAnswer();
    history.guard((next) => (asked.push(next), question.promise));

    history.push('/explore-partners?page=2#top');
    expect(asked).toEqual(['/explore-partners?page=2']);
    question.answer(false);
    await question.promise;
    expect(shown).toEqual([]);
    expect(history.location.pathname).toBe('/profile/u-1');

    question = pendingAnswer();
    history.replace('/home');
    question.answer(true);
    await question.promise;
    await Promise.resolve();
    expect(shown).toEqual(['/home']);
  });

  it('staying on the same path and search never asks', () => {
    const { history, shown } = setup();
    const asked: string[] = [];
    history.guard((next) => (asked.push(next), false));
    history.replace('/profile/u-1#photo');
    expect(asked).toEqual([]);
    expect(shown).toEqual(['/profile/u-1']);
  });

  it('Back is undone while the question is open, and replayed once confirmed', async () => {
    const { history, inner, shown } = setup();
    const question = pendingAnswer();
    const asked: string[] = [];
    history.guard((next) => (asked.push(next), question.promise));

    history.go(-1);
    expect(asked).toEqual(['/home']);
    expect(inner.location.pathname).toBe('/profile/u-1');
    expect(shown).toEqual([]);

    question.answer(true);
    await question.promise;
    await Promise.resolve();
    expect(inner.location.pathname).toBe('/home');
    expect(shown).toEqual(['/home']);
    expect(asked).toEqual(['/home']);
  });

  it('a refused Back keeps the page; a synchronous yes goes at once', () => {
    const { history, inner, shown } = setup();
    let allow = false;
    history.guard(() => allow);
    history.go(-1);
    expect(inner.location.pathname).toBe('/profile/u-1');
    expect(shown).toEqual([]);
    allow = true;
    history.go(-1);
    expect(shown).toEqual(['/home']);
  });

  it('stops asking once the guard is removed (the form unmounted)', () => {
    const { history, shown } = setup();
    const stop = history.guard(() => false);
    history.push('/inbox');
    stop();
    history.push('/inbox');
    expect(shown).toEqual(['/inbox']);
  });
});
