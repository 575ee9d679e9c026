import type { Cursor, Page, Project, Uid, UserProfile } from '../domain';

export interface PrefixQuery {
  /** Name prefix; empty means no search (users newest first). */
  prefix: string;
  limit: number;
  after?: Cursor | null;
}

/** Admin counts, searches and rights (spec 7, Admin). Every method is refused for non-admins. */
export interface AdminGateway {
  countUsers(): Promise<number>;
  countProjects(): Promise<number>;
  searchUsers(query: PrefixQuery): Promise<Page<UserProfile>>;
  searchProjects(query: PrefixQuery): Promise<Page<Project>>;
  setAdmin(uid: Uid, isAdmin: boolean): Promise<void>;
}
