import type { Resource } from '../../../core/domain';
import type { UseCases } from '../../../core/usecases';
import { ResourcesStore } from '../../../ui/resources/ResourcesStore';

const resource = (id: string): Resource => ({
  id,
  title: `資源${id}`,
  description: '',
  imageUrl: '',
  officialUrl: 'https://example.com',
  category: '補助',
  district: '全國',
  createdAt: 1,
});

/** Use cases whose allResources answers when the test says. */
function pendingResources() {
  let answer: (list: Resource[]) => void = () => undefined;
  const useCases = {
    content: { allResources: () => new Promise<Resource[]>((resolve) => (answer = resolve)) },
  } as unknown as UseCases;
  return { useCases, answer: (list: Resource[]) => answer(list) };
}

describe('ResourcesStore', () => {
  it('shows the loading state until the list is read', async () => {
    const { useCases, answer } = pendingResources();
    const store = new ResourcesStore(useCases);
    const loading = store.load();
    expect(store.status).toBe('loading');
    answer([resource('a')]);
    await loading;
    expect([store.status, store.items.map((r) => r.id)]).toEqual(['ready', ['a']]);
  });

  it('starts with the list the prerendered page shows, and refreshes it in place', async () => {
    const { useCases, answer } = pendingResources();
    const store = new ResourcesStore(useCases, [resource('a'), resource('b')]);
    expect([store.status, store.items.map((r) => r.id)]).toEqual(['ready', ['a', 'b']]);
    const loading = store.load();
    expect([store.status, store.items.map((r) => r.id)]).toEqual(['ready', ['a', 'b']]);
    answer([resource('c')]);
    await loading;
    expect([store.status, store.items.map((r) => r.id)]).toEqual(['ready', ['c']]);
  });
});
