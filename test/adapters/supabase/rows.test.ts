import { toMessage } from '../../../adapters/supabase/rows';
import type { MessageRow } from '../../../adapters/supabase/rows';

const row: MessageRow = {
  id: '5b1f3c1e-8f0a-4f3e-9a51-3d0c2b1a0f9e',
  chat_id: 'a_b',
  sender_id: 'a',
  receiver_id: 'b',
  text: '你好',
  created_at: '2026-11-27T08:00:00.000Z',
  client_id: '2c9a8b7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
} as MessageRow;

describe('toMessage', () => {
  it('keeps the client id a message was sent with: a page that lost the answer finds it delivered', () => {
    expect(toMessage(row).clientId).toBe('2c9a8b7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d');
    expect(toMessage({ ...row, client_id: null })).not.toHaveProperty('clientId');
  });
});
