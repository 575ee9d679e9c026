/** The memory backend as the app opens it: the ports of src/memoryBackend.ts's table load on first use. */
import { errorCodeOf } from '../../core/domain';
import { startMemoryBackend } from '../../src/memoryBackend';
import { describeAllContracts } from '../contract';
import { eventually } from '../contract/helpers';
import { makeMemoryHarness } from '../adapters/memory/memoryHarness';

describeAllContracts('memory, ports loaded on first use', () => makeMemoryHarness(undefined, {}, startMemoryBackend));

describe('memory backend ports loaded on first use', () => {
  it('a watch refused as it starts reports a domain error to its onError', async () => {
    const harness = await makeMemoryHarness(undefined, {}, startMemoryBackend);
    const tab = await harness.newClient();
    const errors: unknown[] = [];
    const stop = tab.chat.watchInbox(
      () => {},
      (e) => errors.push(e),
    );
    await eventually(() => expect(errors.map(errorCodeOf)).toEqual(['auth/not-signed-in']));
    stop();
    await harness.dispose?.();
  });
});
