import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { makeAutoObservable, runInAction } from 'mobx';
import { styled } from 'styled-components';
import type { BlockState, Uid } from '../../core/domain';
import type { UseCases } from '../../core/usecases';
import { Button } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { useToast } from '../components/Toast';
import { useUseCases } from '../hooks/UseCasesContext';
import { blockTexts } from './texts';

const t = blockTexts;

/** Whether the signed-in member blocked `otherId` (or was blocked), and changing it. */
export class BlockControlStore {
  state: BlockState | null = null;
  /** The state could not be read. */
  failed = false;
  busy = false;

  constructor(
    private readonly useCases: UseCases,
    readonly otherId: Uid,
  ) {
    makeAutoObservable<BlockControlStore, 'useCases'>(this, { useCases: false, otherId: false }, { autoBind: true });
  }

  /** Reads the state; a failure to read it leaves the control out (the backend still enforces any block). */
  async load(): Promise<void> {
    try {
      const state = await this.useCases.blocks.stateWith(this.otherId);
      runInAction(() => {
        this.state = state;
      });
    } catch {
      runInAction(() => {
        this.failed = this.state === null;
      });
    }
  }

  async change(blocking: boolean): Promise<boolean> {
    this.busy = true;
    try {
      if (blocking) await this.useCases.blocks.block(this.otherId);
      else await this.useCases.blocks.unblock(this.otherId);
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

// Centred under 傳送訊息 on a phone, like the profile's other actions; in their row from tablets up.
const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * On another member's profile: `children` (傳送訊息) and 封鎖這位會員; once either blocked the
 * other, no way to message, and for the member who blocked, a note and 解除封鎖.
 */
export const BlockControl = observer(function BlockControl({
  otherId,
  name,
  children,
}: {
  otherId: Uid;
  name: string;
  children?: ReactNode;
}) {
  const useCases = useUseCases();
  const [store] = useState(() => new BlockControlStore(useCases, otherId));
  const confirm = useConfirm();
  const toast = useToast();
  useEffect(() => {
    void store.load();
  }, [store]);

  // Until the state is read, the usual 封鎖這位會員 holds its place, disabled, so the profile does
  // not move when it comes; a state that cannot be read leaves the control out.
  if (store.failed) return children;
  const blocking = store.state !== 'blocked-by-me';

  const onClick = async () => {
    const ok = await confirm(
      blocking
        ? { title: t.confirmBlockTitle(name), message: t.confirmBlockMessage, confirmLabel: t.block, danger: true }
        : { title: t.confirmUnblockTitle(name), message: t.confirmUnblockMessage, confirmLabel: t.unblock },
    );
    if (!ok) return;
    if (await store.change(blocking)) toast.success(blocking ? t.blocked(name) : t.unblocked(name));
    else toast.error(t.actionFailed);
  };

  // Until the state is read, 傳送訊息 shows as usual: few profiles are blocked ones.
  const messaging = store.state !== 'blocked-by-me' && store.state !== 'blocked-me';
  return (
    <>
      {messaging ? children : null}
      <Wrap>
        {blocking ? null : <Note role="status">{t.profileBlockedByMe}</Note>}
        <Button
          variant={blocking ? 'ghost' : 'secondary'}
          loading={store.busy}
          disabled={store.state === null}
          onClick={() => void onClick()}
        >
          {blocking ? t.blockMember : t.unblock}
        </Button>
      </Wrap>
    </>
  );
});
