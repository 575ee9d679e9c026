/**
 * Where the in-memory backend keeps its data, and how the tabs of one browser tell each other
 * that it changed. In the browser: window.localStorage (shared by every tab), window.sessionStorage
 * (one per tab, so two tabs can be signed in as two members) and a BroadcastChannel plus the
 * 'storage' event. In tests: the in-memory implementations below, where several backend
 * instances ("tabs") share one store and one channel hub.
 */

/** The part of the Web Storage API the backend uses (window.localStorage fits as is). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What one tab tells the others after it wrote the database. */
export interface ChannelMessage {
  type: 'db-changed';
  /** The revision now in the store. */
  rev: string;
  /** The instance that wrote it. */
  origin: string;
}

/**
 * A channel between the tabs of one origin. Like BroadcastChannel, a message is delivered to
 * every other endpoint, asynchronously, never back to the sender.
 */
export interface CrossTabChannel {
  postMessage(message: ChannelMessage): void;
  /** Returns a function that stops the subscription. */
  subscribe(listener: (message: ChannelMessage) => void): () => void;
  close(): void;
}

/** A Map-backed KeyValueStore, e.g. one shared "localStorage" for several test instances. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly map = new Map<string, string>();
  /** The Web Lock its writers take: each such store is a database of its own, like another origin. */
  readonly lockName = `cofounder-memory/${Math.random().toString(36).slice(2)}`;

  constructor(initial?: Record<string, string>) {
    if (initial) for (const [k, v] of Object.entries(initial)) this.map.set(k, v);
  }

  getItem(key: string): string | null {
    return this.map.has(key) ? (this.map.get(key) as string) : null;
  }

  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }

  removeItem(key: string): void {
    this.map.delete(key);
  }

  keys(): string[] {
    return [...this.map.keys()];
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * An in-process stand-in for BroadcastChannel: every endpoint from `connect()` hears what the
 * other endpoints post (in a microtask), never its own messages.
 */
export class MemoryChannelHub {
  private readonly endpoints = new Set<MemoryChannelEndpoint>();

  connect(): CrossTabChannel {
    const endpoint = new MemoryChannelEndpoint(this);
    this.endpoints.add(endpoint);
    return endpoint;
  }

  /** Open endpoints (for leak checks). */
  get size(): number {
    return this.endpoints.size;
  }

  /** @internal */
  deliver(from: MemoryChannelEndpoint, message: ChannelMessage): void {
    const copy = JSON.parse(JSON.stringify(message)) as ChannelMessage;
    for (const endpoint of this.endpoints) {
      if (endpoint !== from) queueMicrotask(() => endpoint.receive(copy));
    }
  }

  /** @internal */
  detach(endpoint: MemoryChannelEndpoint): void {
    this.endpoints.delete(endpoint);
  }
}

class MemoryChannelEndpoint implements CrossTabChannel {
  private readonly listeners = new Set<(message: ChannelMessage) => void>();
  private closed = false;

  constructor(private readonly hub: MemoryChannelHub) {}

  postMessage(message: ChannelMessage): void {
    if (!this.closed) this.hub.deliver(this, message);
  }

  subscribe(listener: (message: ChannelMessage) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  receive(message: ChannelMessage): void {
    if (this.closed) return;
    for (const l of [...this.listeners]) l(message);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.hub.detach(this);
  }
}

/** One hub per JavaScript realm, used when there is no window (server-side rendering, scripts). */
const processHub = new MemoryChannelHub();

export const CHANNEL_NAME = 'cofounder-memory';

/**
 * The browser channel: BroadcastChannel('cofounder-memory') when available, plus the 'storage'
 * event (which fires in the other tabs when localStorage changes) as a fallback, for the key
 * `watchKey` (the database revision).
 */
export function browserChannel(watchKey: string): CrossTabChannel {
  const g = globalThis as typeof globalThis & { window?: Window };
  const win = typeof g.window === 'object' && g.window ? g.window : null;
  if (!win) return processHub.connect();
  const listeners = new Set<(message: ChannelMessage) => void>();
  const emit = (m: ChannelMessage) => {
    for (const l of [...listeners]) l(m);
  };
  let bc: BroadcastChannel | null = null;
  if (typeof g.BroadcastChannel === 'function') {
    bc = new g.BroadcastChannel(CHANNEL_NAME);
    // Node's BroadcastChannel (test DOMs) would otherwise keep the process alive.
    (bc as BroadcastChannel & { unref?: () => void }).unref?.();
    bc.onmessage = (e: MessageEvent) => {
      const data = e.data as Partial<ChannelMessage> | null;
      if (data && data.type === 'db-changed' && typeof data.rev === 'string') emit(data as ChannelMessage);
    };
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key === watchKey || e.key === null)
      emit({ type: 'db-changed', rev: e.newValue ?? '', origin: 'storage-event' });
  };
  win.addEventListener('storage', onStorage);
  return {
    postMessage(message) {
      bc?.postMessage(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      win.removeEventListener('storage', onStorage);
      bc?.close();
      bc = null;
    },
  };
}

/**
 * window.localStorage / window.sessionStorage when the page may use it, else a fresh in-memory
 * store. Only reading is tried: a full storage is still the member's storage, whose data must
 * be served and whose writes must fail as full, never a throwaway copy that pretends to save.
 */
export function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const g = globalThis as typeof globalThis & { window?: Window };
    const s = g.window?.[kind];
    if (s) {
      s.getItem(CHANNEL_NAME);
      return s;
    }
  } catch {
    // Storage disabled (private mode, sandboxed iframe): fall back to memory.
  }
  return new MemoryKeyValueStore();
}
