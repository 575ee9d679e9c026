import { isDomainError, type Unsubscribe } from '../../../core/domain';
import { errorText } from '../../../ui/texts/errorText';
import { deferred, type MethodNames } from '../../../src/lazy/deferred';

interface Counter {
  add(n: number): Promise<number>;
  watchTotal(callback: (total: number) => void, onError?: (e: unknown) => void): Unsubscribe;
}

const METHODS: MethodNames<Counter> = { add: true, watchTotal: true };

/** A class (its methods need their `this`) with live listeners. */
class CounterService implements Counter {
  total = 0;
  readonly listeners = new Set<(total: number) => void>();

  async add(n: number): Promise<number> {
    this.total += n;
    for (const l of this.listeners) l(this.total);
    return this.total;
  }

  watchTotal(callback: (total: number) => void): Unsubscribe {
    this.listeners.add(callback);
    callback(this.total);
    return () => this.listeners.delete(callback);
  }
}

/** A loader the test resolves or rejects by hand, counting how often it was asked. */
function manualLoader() {
  const calls: { resolve: (s: CounterService) => void; reject: (e: unknown) => void }[] = [];
  const load = () =>
    new Promise<CounterService>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferred (a service loaded on first use)', () => {
  it('loads nothing until a method is called, then loads once for every call', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    expect(calls).toHaveLength(0);

    const first = counter.add(2);
    const second = counter.add(3);
    expect(calls).toHaveLength(1);
    const service = new CounterService();
    calls[0]!.resolve(service);
    expect(await first).toBe(2);
    expect(await second).toBe(5);
    expect(await counter.add(1)).toBe(6);
    expect(calls).toHaveLength(1);
  });

  it('is a plain object with one method per name, so it can be spread and wrapped', async () => {
    const counter = deferred<Counter>(async () => new CounterService(), METHODS);
    expect(Object.keys(counter).sort()).toEqual(['add', 'watchTotal']);
    const wrapped: Counter = { ...counter, add: async (n) => (await counter.add(n)) * 10 };
    expect(await wrapped.add(4)).toBe(40);
  });

  it('a watch returns its Unsubscribe at once and subscribes when the code is there', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    const seen: number[] = [];
    const stop = counter.watchTotal((t) => seen.push(t));
    expect(typeof stop).toBe('function');
    expect(seen).toEqual([]);

    const service = new CounterService();
    calls[0]!.resolve(service);
    await flush();
    expect(seen).toEqual([0]);
    await counter.add(5);
    expect(seen).toEqual([0, 5]);
    stop();
    expect(service.listeners.size).toBe(0);
    await counter.add(1);
    expect(seen).toEqual([0, 5]);
  });

  it('a watch stopped before the code arrives never subscribes', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    const seen: number[] = [];
    const stop = counter.watchTotal((t) => seen.push(t));
    stop();
    const service = new CounterService();
    calls[0]!.resolve(service);
    await flush();
    expect(service.listeners.size).toBe(0);
    expect(seen).toEqual([]);
  });

  it('a failed load rejects the call, reaches a watch’s onError, and is tried again next time', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    const offline = new Error('chunk failed to load');

    const call = counter.add(1);
    const errors: unknown[] = [];
    const stop = counter.watchTotal(
      () => {},
      (e) => errors.push(e),
    );
    calls[0]!.reject(offline);
    await expect(call).rejects.toBe(offline);
    await flush();
    expect(errors).toEqual([offline]);
    stop();

    const retried = counter.add(7);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(new CounterService());
    expect(await retried).toBe(7);
  });

  it('code that did not download fails as unavailable, which the screens word as a connection to check', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    const call = counter.add(1);
    calls[0]!.reject(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }));
    const error = await call.catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('unavailable');
    expect(errorText(error)).toBe('目前無法連線，請檢查網路後再試一次。');
  });

  it('a watch that throws as it starts reaches its onError, not an unhandled rejection', async () => {
    const refusing: Counter = {
      add: async (n) => n,
      watchTotal: () => {
        throw new Error('permission-denied');
      },
    };
    const counter = deferred<Counter>(async () => refusing, METHODS);
    const errors: unknown[] = [];
    counter.watchTotal(
      () => {},
      (e) => errors.push(e),
    );
    await flush();
    expect(errors).toEqual([new Error('permission-denied')]);
  });

  it('a watch stopped before a failed load does not report the failure', async () => {
    const { load, calls } = manualLoader();
    const counter = deferred<Counter>(load, METHODS);
    const errors: unknown[] = [];
    const stop = counter.watchTotal(
      () => {},
      (e) => errors.push(e),
    );
    stop();
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(errors).toEqual([]);
  });
});
