/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { BlockState } from '../../../core/domain';
import { installObserverStubs, makeWorld, renderAt, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

installObserverStubs();

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

async function openProfileWhileStateLoads(): Promise<{ settle: (state: BlockState | Error) => void }> {
  world = await makeWorld(
    {
      users: [
        seedMember('u-me', '我自己', 2, { role: 'idea_holder' }),
        seedMember('u-other', '林小美', 1, { role: 'technical' }),
      ],
    },
    'u-me',
  );
  let settle!: (state: BlockState | Error) => void;
  const read = new Promise<BlockState>((resolve, reject) => {
    settle = (state) => (state instanceof Error ? reject(state) : resolve(state));
  });
  jest.spyOn(world.useCases.blocks, 'stateWith').mockImplementation(() => read);
  await renderAt(world.useCases, '/profile/u-other');
  await screen.findByRole('heading', { level: 1, name: '林小美' });
  return { settle };
}

describe('the block control on a member profile', () => {
  it('holds its place, disabled, while the block state is read, so the profile does not move', async () => {
    const { settle } = await openProfileWhileStateLoads();
    const button = screen.getByRole('button', { name: '封鎖這位會員' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    settle('none');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '封鎖這位會員' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('offers 解除封鎖 once it reads that the member blocked them', async () => {
    const { settle } = await openProfileWhileStateLoads();
    expect(screen.getByRole('link', { name: '傳送訊息' })).toBeTruthy();
    settle('blocked-by-me');
    expect(await screen.findByRole('button', { name: '解除封鎖' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '封鎖這位會員' })).toBeNull();
    // No way to message a member one blocked, only the note why.
    expect(screen.queryByRole('link', { name: '傳送訊息' })).toBeNull();
  });

  it('offers no 傳送訊息 to a member who blocked the visitor', async () => {
    const { settle } = await openProfileWhileStateLoads();
    settle('blocked-me');
    await waitFor(() => expect(screen.queryByRole('link', { name: '傳送訊息' })).toBeNull());
  });

  it('is left out when the state cannot be read', async () => {
    const { settle } = await openProfileWhileStateLoads();
    settle(new Error('offline'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '封鎖這位會員' })).toBeNull());
    expect(screen.getByRole('link', { name: '傳送訊息' })).toBeTruthy();
  });
});
