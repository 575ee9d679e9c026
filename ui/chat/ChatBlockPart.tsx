import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { useToast } from '../components/Toast';
import { blockTexts } from '../blocks/texts';
import type { ChatStore } from './ChatStore';

const t = blockTexts;

const ClosedNotice = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  padding-bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

export interface ChatBlockPartProps {
  store: ChatStore;
  partnerName: string;
  /** The header's 封鎖 button, or the notice that replaces the input of a closed chat. */
  slot: 'header' | 'footer';
}

/**
 * Blocking in the chat, in a chunk of its own (it is not needed to read or send): 封鎖 in the
 * header, and, once either member blocked the other, the plain explanation in place of the
 * input, with 解除封鎖 for the member who blocked.
 */
export default observer(function ChatBlockPart({ store, partnerName, slot }: ChatBlockPartProps) {
  const confirm = useConfirm();
  const toast = useToast();

  const change = async (blocking: boolean) => {
    const ok = await confirm(
      blocking
        ? { title: t.confirmBlockTitle(partnerName), message: t.confirmBlockMessage, confirmLabel: t.block, danger: true }
        : { title: t.confirmUnblockTitle(partnerName), message: t.confirmUnblockMessage, confirmLabel: t.unblock },
    );
    if (!ok) return;
    const done = blocking ? await store.block() : await store.unblock();
    if (!done) toast.error(t.actionFailed);
    else toast.success(blocking ? t.blocked(partnerName) : t.unblocked(partnerName));
  };

  if (slot === 'header') {
    if (store.status !== 'ready' || store.blockState === 'blocked-by-me') return null;
    return (
      <Button variant="ghost" size="sm" loading={store.blockBusy} onClick={() => void change(true)}>
        {t.block}
      </Button>
    );
  }
  if (store.blockState === 'none') return null;
  const mine = store.blockState === 'blocked-by-me';
  return (
    <ClosedNotice role="status">
      <span>{mine ? t.chatBlockedByMe : t.chatBlockedMe}</span>
      {mine ? (
        <Button variant="secondary" size="sm" loading={store.blockBusy} onClick={() => void change(false)}>
          {t.unblock}
        </Button>
      ) : null}
    </ClosedNotice>
  );
});
