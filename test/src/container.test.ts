import type { UseCases } from '../../core/usecases';
import { AuthUseCases } from '../../core/usecases';
import { createMemoryBackend } from '../../adapters/memory/createMemoryBackend';
import { MemoryChannelHub, MemoryKeyValueStore } from '../../adapters/memory/keyValueStore';
import { EMPTY_SEED } from '../../adapters/memory/seed';
import { buildContainer, PORT, USE_CASES } from '../../src/container';

describe('composition root', () => {
  test('binds every port of the backend and builds the use cases from the bound ports', async () => {
    const backend = await createMemoryBackend({
      store: new MemoryKeyValueStore(),
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => EMPTY_SEED,
    });
    const container = buildContainer(backend, () => {});
    for (const [name, id] of Object.entries(PORT)) {
      expect(container.get(id)).toBe(backend[name as keyof typeof PORT]);
    }
    const useCases = container.get<UseCases>(USE_CASES);
    expect(useCases.auth).toBeInstanceOf(AuthUseCases);
    expect(container.get<UseCases>(USE_CASES)).toBe(useCases);
    const outcome = await useCases.auth.register('林小安', 'an@example.tw', 'secret123');
    expect(outcome).toMatchObject({ nextPath: '/profile' });
    expect((await backend.users.getUser(backend.auth.currentSession()!.uid))?.name).toBe('林小安');
    backend.dispose();
  });
});
