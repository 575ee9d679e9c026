import type { ContactInfo, Cursor, Page, Uid, Unsubscribe, UserFilters, UserProfile } from '../domain';
import { LIMITS } from '../constants';
import type { UserRepository } from '../ports';
import { isProfileComplete } from '../rules/profileComplete';
import { activeFirst } from './activeFirst';
import { pageWithoutOwn } from './pageWithoutOwn';

/**
 * Reading profiles and the member lists (spec 2 Profile, Home, Explore partners). Saving a profile
 * and uploading an avatar are ProfileEditUseCases.
 */
export class ProfileUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The members list, inactive members last (activeFirst). */
  private listMembers(filters: UserFilters, limit: number, after: Cursor | null): Promise<Page<UserProfile>> {
    return activeFirst(
      (lastActive, innerAfter, innerLimit) =>
        this.users.listUsers({ filters, limit: innerLimit, after: innerAfter, lastActive }),
      limit,
      after,
      this.now(),
    );
  }

  watchUser(uid: Uid, callback: (user: UserProfile | null) => void, onError?: (e: unknown) => void): Unsubscribe {
    return this.users.watchUser(uid, callback, onError);
  }

  getUser(uid: Uid): Promise<UserProfile | null> {
    return this.users.getUser(uid);
  }

  /** The member opened the app; the backend moves their last active time at most once an hour. */
  markActive(): Promise<void> {
    return this.users.markActive();
  }

  /** Only the owner may read it; the backend refuses anyone else. */
  getContact(uid: Uid): Promise<ContactInfo | null> {
    return this.users.getContact(uid);
  }

  /**
   * Home: the first 5 of the list fetched, own account and incomplete profiles dropped, 4 shown.
   * The list puts active members first and complete profiles first within them, so these are
   * the newest complete members who still use the platform.
   */
  async featuredMembers(ownUid: Uid | null): Promise<UserProfile[]> {
    const page = await this.listMembers({}, LIMITS.HOME_MEMBERS_FETCHED, null);
    return page.items.filter((u) => u.uid !== ownUid && isProfileComplete(u)).slice(0, LIMITS.HOME_MEMBERS_SHOWN);
  }

  /**
   * One page of Explore partners (12), inactive members last. The own account never appears, and a page it was on is
   * topped up with the next member (pageWithoutOwn); whether there is a next page is the
   * backend's answer, not the filtered count.
   */
  async explorePartners(filters: UserFilters, after: Cursor | null, ownUid: Uid | null): Promise<Page<UserProfile>> {
    const clean: UserFilters = {};
    if (filters.role) clean.role = filters.role;
    if (filters.gender) clean.gender = filters.gender;
    if (filters.city) {
      clean.city = filters.city;
      if (filters.district) clean.district = filters.district;
    }
    const page = await this.listMembers(clean, LIMITS.EXPLORE_PARTNERS_PAGE, after);
    return pageWithoutOwn(
      page,
      (u) => u.uid === ownUid,
      (next) => this.listMembers(clean, 1, next),
    );
  }
}
