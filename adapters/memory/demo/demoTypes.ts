import type {
  AppNotification,
  Application,
  Banner,
  ContactInfo,
  Project,
  Question,
  Questionnaire,
  Resource,
  UserProfile,
} from '../../../core/domain';

/** One seeded member: public profile, private contact document and sign-in password. */
export interface DemoUser {
  profile: UserProfile;
  contact: ContactInfo;
  password: string;
}

/** Everything the in-memory backend starts with when it runs in demo mode. */
export interface DemoData {
  users: DemoUser[];
  projects: Project[];
  applications: Application[];
  notifications: AppNotification[];
  banners: Banner[];
  resources: Resource[];
  questionnaire: Questionnaire;
  questions: Question[];
}

/**
 * The two accounts a visitor can sign in with on the demo. Kept in this small module so a
 * login hint can import it without pulling the whole data set into the main bundle.
 */
export const DEMO_ACCOUNTS = {
  member: { uid: 'u-demo', email: 'demo@cofounder.tw', password: 'demo1234' },
  admin: { uid: 'u-admin', email: 'admin@cofounder.tw', password: 'admin1234' },
} as const;

/** 2026-11-20 00:00 Asia/Taipei: every seeded timestamp lies in the 120 days before it. */
export const DEMO_NOW = Date.UTC(2026, 10, 19, 16, 0, 0);
