import { jest } from '@jest/globals';
import { DomainError } from '../../../core/domain';
import { SessionStore } from '../../../ui/stores/SessionStore';
import { FakeWorld, createFakeUseCases } from '../support/fakeBackend';

function storeFor(world: FakeWorld) {
  const { useCases } = createFakeUseCases(world);
  const log = jest.fn();
  const store = new SessionStore(useCases, log);
  return { store, log, useCases };
}

describe('SessionStore (spec 4 Session)', () => {
  it('starts loading, then signed out when there is no session', () => {
    const world = new FakeWorld();
    const { store } = storeFor(world);
    expect(store.status).toBe('loading');
    expect(store.ready).toBe(false);
    store.start();
    expect(store.status).toBe('signedOut');
    expect(store.ready).toBe(true);
    expect(store.onboarding).toBe(false);
    store.dispose();
  });

  it('watches the profile and the project existence live while signed in', () => {
    const world = new FakeWorld();
    const member = world.addMember({ unreadNotifications: 2, isAdmin: true });
    world.signInAs(member);
    const { store } = storeFor(world);
    store.start();
    expect(store.status).toBe('signedIn');
    expect(store.uid).toBe(member.uid);
    expect(store.profile?.name).toBe('林小美');
    expect(store.isAdmin).toBe(true);
    expect(store.unreadNotifications).toBe(2);
    expect(store.hasProject).toBe(false);
    expect(store.profilePath).toBe(`/profile/${member.uid}`);

    world.setHasProject(member.uid, true);
    expect(store.hasProject).toBe(true);
    world.updateProfile(member.uid, { unreadNotifications: 5, isAdmin: false });
    expect(store.unreadNotifications).toBe(5);
    expect(store.isAdmin).toBe(false);
    store.dispose();
  });

  it('onboarding: no profile document or no role, until a role exists or it is ended', () => {
    const world = new FakeWorld();
    const member = world.addAccountWithoutProfile();
    world.signInAs(member);
    const { store } = storeFor(world);
    store.start();
    expect(store.profile).toBeNull();
    expect(store.onboarding).toBe(true);
    store.endOnboarding();
    expect(store.onboarding).toBe(false);
    store.dispose();

    const world2 = new FakeWorld();
    const noRole = world2.addMember({ role: null });
    world2.signInAs(noRole);
    const { store: store2 } = storeFor(world2);
    store2.start();
    expect(store2.onboarding).toBe(true);
    world2.updateProfile(noRole.uid, { role: 'operations' });
    expect(store2.onboarding).toBe(false);
    store2.dispose();
  });

  it('subscribes on sign-in and unsubscribes everything on sign-out and dispose', async () => {
    const world = new FakeWorld();
    const member = world.addMember();
    const { store } = storeFor(world);
    store.start();
    expect(world.listenerCount()).toBe(1); // the session only
    world.signInAs(member);
    expect(world.memberListenerCount()).toBe(2); // profile + project
    world.setSession(null);
    expect(world.memberListenerCount()).toBe(0);
    expect(store.status).toBe('signedOut');

    world.signInAs(member);
    expect(world.memberListenerCount()).toBe(2);
    store.dispose();
    expect(world.listenerCount()).toBe(0);

    // can start again (React StrictMode mounts effects twice)
    store.start();
    expect(world.listenerCount()).toBe(3);
    store.dispose();
    expect(world.listenerCount()).toBe(0);
  });

  it('re-subscribes for another member and drops the previous one’s state', () => {
    const world = new FakeWorld();
    const a = world.addMember({ name: '甲', isAdmin: true });
    const b = world.addMember({ name: '乙' });
    world.setHasProject(a.uid, true);
    world.signInAs(a);
    const { store } = storeFor(world);
    store.start();
    expect(store.hasProject).toBe(true);
    world.signInAs(b);
    expect(store.profile?.name).toBe('乙');
    expect(store.isAdmin).toBe(false);
    expect(store.hasProject).toBe(false);
    expect(world.memberListenerCount()).toBe(2);
    expect(world.userWatchers.get(a.uid)?.size ?? 0).toBe(0);
    store.dispose();
  });

  it('logs snapshot errors and clears the user / project state (spec 8)', () => {
    const world = new FakeWorld();
    const member = world.addMember({ isAdmin: true });
    world.setHasProject(member.uid, true);
    world.signInAs(member);
    const { store, log } = storeFor(world);
    store.start();
    expect(store.isAdmin).toBe(true);
    world.failUserListener(member.uid, new DomainError('permission-denied'));
    expect(store.profile).toBeNull();
    expect(store.isAdmin).toBe(false);
    world.failProjectListener(member.uid, new DomainError('unavailable'));
    expect(store.hasProject).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('logout clears the member, the project flag and onboarding, and signs out', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ role: null });
    world.setHasProject(member.uid, true);
    world.signInAs(member);
    const { store } = storeFor(world);
    store.start();
    expect(store.onboarding).toBe(true);
    await store.logout();
    expect(store.status).toBe('signedOut');
    expect(store.profile).toBeNull();
    expect(store.hasProject).toBe(false);
    expect(store.onboarding).toBe(false);
    expect(world.session).toBeNull();
    expect(world.memberListenerCount()).toBe(0);
    store.dispose();
  });

  it('whenSignedIn resolves once the member’s profile has arrived', async () => {
    const world = new FakeWorld();
    const member = world.addMember();
    world.holdUserSnapshots = true;
    const { store } = storeFor(world);
    store.start();
    world.signInAs(member);
    let done = false;
    const waiting = store.whenSignedIn(member.uid).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    world.releaseUserSnapshots();
    await waiting;
    expect(done).toBe(true);
    store.dispose();
  });

  it('opening the app marks the member active once, and only when the stored time is an hour old', async () => {
    const world = new FakeWorld();
    const stale = world.addMember({ lastActiveAt: Date.now() - 2 * 3_600_000 });
    world.signInAs(stale);
    const first = storeFor(world);
    first.store.start();
    world.updateProfile(stale.uid, { headline: '更新' });
    expect(world.activeMarks).toBe(1);
    first.store.dispose();

    const fresh = new FakeWorld();
    const recent = fresh.addMember({ lastActiveAt: Date.now() - 10 * 60_000 });
    fresh.signInAs(recent);
    const second = storeFor(fresh);
    second.store.start();
    expect(fresh.activeMarks).toBe(0);
    second.store.dispose();
  });
});
