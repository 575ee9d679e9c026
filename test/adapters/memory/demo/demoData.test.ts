import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import {
  GENDERS,
  PARTNER_ROLES,
  PROJECT_STAGES,
  ROLES,
  SCORE_DIMENSIONS,
  type DimensionScores,
  type Question,
} from '../../../../core/domain';
import { TAIWAN_REGIONS, cities, isValidAddress } from '../../../../core/region/taiwanRegions';
import { DEMO_ACCOUNTS, DEMO_NOW, demoData } from '../../../../adapters/memory/demo/demoData';
import { loadDemoData } from '../../../../adapters/memory/demo/loadDemoData';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const { users, projects, applications, banners, resources, questionnaire, questions } = demoData;
const profiles = users.map((u) => u.profile);
const byUid = new Map(profiles.map((p) => [p.uid, p]));

/** Every string anywhere in a value, with its path. */
function strings(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

function sentenceCount(text: string): number {
  return text.split(/[。！？]/).filter((s) => s.trim() !== '').length;
}

describe('demo data: members', () => {
  test('at least 44 members plus the demo member and the admin', () => {
    expect(users.length).toBeGreaterThanOrEqual(46);
    expect(profiles.filter((p) => /^u-\d{3}$/.test(p.uid)).length).toBeGreaterThanOrEqual(44);
  });

  test('uids and emails are unique', () => {
    expect(new Set(profiles.map((p) => p.uid)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.contact.email.toLowerCase())).size).toBe(users.length);
    for (const u of users) expect(u.contact.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
  });

  test('every role and every gender appears; roles are spread', () => {
    for (const role of ROLES) expect(profiles.filter((p) => p.role === role).length).toBeGreaterThanOrEqual(10);
    for (const gender of GENDERS) expect(profiles.some((p) => p.gender === gender)).toBe(true);
    expect(profiles.every((p) => p.role !== null)).toBe(true);
  });

  test('members live in at least 15 cities, every address valid', () => {
    expect(new Set(profiles.map((p) => p.address.city)).size).toBeGreaterThanOrEqual(15);
    for (const p of profiles) {
      expect(p.address.city).not.toBe('');
      expect(isValidAddress(p.address.city, p.address.district)).toBe(true);
    }
  });

  test('demo accounts exist with the documented credentials', () => {
    const member = users.find((u) => u.contact.email === DEMO_ACCOUNTS.member.email);
    const admin = users.find((u) => u.contact.email === DEMO_ACCOUNTS.admin.email);
    expect(member?.profile.uid).toBe('u-demo');
    expect(member?.password).toBe('demo1234');
    expect(member?.profile.role).toBe('idea_holder');
    expect(member?.profile.isAdmin).toBe(false);
    expect(admin?.profile.uid).toBe('u-admin');
    expect(admin?.password).toBe('admin1234');
    expect(admin?.profile.role).toBe('operations');
    expect(admin?.profile.isAdmin).toBe(true);
    expect(profiles.filter((p) => p.isAdmin).map((p) => p.uid)).toEqual(['u-admin']);
    for (const u of users) expect(u.password.length).toBeGreaterThanOrEqual(6);
  });

  test('the demo member has a complete profile and a project', () => {
    const p = byUid.get('u-demo');
    expect(p).toBeDefined();
    if (!p) return;
    for (const field of ['name', 'avatarUrl', 'headline', 'bio', 'pastExperience'] as const)
      expect(p[field]).not.toBe('');
    expect(p.skills.length).toBeGreaterThanOrEqual(3);
    expect(p.industryExperience.length).toBeGreaterThan(0);
    expect(p.interests.length).toBeGreaterThan(0);
    expect(p.workingStyle.length).toBeGreaterThan(0);
    expect(p.yearsExperience).not.toBeNull();
    expect(p.availability).not.toBeNull();
    expect(p.gender).not.toBeNull();
    expect(projects.some((x) => x.id === 'u-demo')).toBe(true);
  });

  test('exactly one member exercises the empty-headline, no-skills fallbacks', () => {
    const sparse = profiles.filter((p) => p.headline === '' || p.skills.length === 0);
    expect(sparse).toHaveLength(1);
    expect(sparse[0]?.headline).toBe('');
    expect(sparse[0]?.skills).toEqual([]);
  });

  test('profiles are filled in realistically', () => {
    for (const p of profiles) {
      expect(p.name.length).toBeGreaterThanOrEqual(2);
      const n = sentenceCount(p.bio);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      if (p.skills.length > 0) {
        expect(p.skills.length).toBeGreaterThanOrEqual(3);
        expect(p.skills.length).toBeLessThanOrEqual(7);
        expect(new Set(p.skills).size).toBe(p.skills.length);
      }
      expect(p.unreadNotifications).toBe(0);
      expect(p.archetypeResult).toBeNull();
    }
    const full = profiles.filter((p) => p.skills.length > 0);
    expect(
      full.every((p) => p.industryExperience.length > 0 && p.yearsExperience !== null && p.pastExperience !== ''),
    ).toBe(true);
    expect(full.every((p) => p.interests.length > 0 && p.workingStyle.length > 0 && p.availability !== null)).toBe(
      true,
    );
    expect(profiles.filter((p) => p.linkedinUrl).length).toBeGreaterThanOrEqual(5);
    expect(profiles.filter((p) => p.githubUrl).length).toBeGreaterThanOrEqual(5);
    expect(profiles.filter((p) => p.websiteUrl).length).toBeGreaterThanOrEqual(5);
  });

  test('about half the members have an avatar image, all distinct', () => {
    const withAvatar = profiles.filter((p) => p.avatarUrl !== '');
    expect(withAvatar.length).toBeGreaterThanOrEqual(Math.floor(users.length * 0.4));
    expect(withAvatar.length).toBeLessThanOrEqual(Math.ceil(users.length * 0.6));
    expect(new Set(withAvatar.map((p) => p.avatarUrl)).size).toBe(withAvatar.length);
  });

  test('createdAt values are distinct and lie in the 120 days before 2026-11-20', () => {
    expect(new Date(DEMO_NOW).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(new Set(profiles.map((p) => p.createdAt)).size).toBe(profiles.length);
    for (const p of profiles) {
      expect(p.createdAt).toBeGreaterThanOrEqual(DEMO_NOW - 120 * DAY);
      expect(p.createdAt).toBeLessThan(DEMO_NOW);
    }
  });
});

describe('demo data: projects and applications', () => {
  test('at least 14 projects over every stage', () => {
    expect(projects.length).toBeGreaterThanOrEqual(14);
    for (const stage of PROJECT_STAGES) expect(projects.some((p) => p.stage === stage)).toBe(true);
  });

  test('every combination of partners wanted appears', () => {
    const combos = new Set(projects.map((p) => [...p.partnersWanted].sort().join('+')));
    expect(combos).toEqual(new Set(['', 'technical', 'operations', 'operations+technical']));
    for (const p of projects) {
      expect(new Set(p.partnersWanted).size).toBe(p.partnersWanted.length);
      for (const r of p.partnersWanted) expect(PARTNER_ROLES).toContain(r);
    }
  });

  test('project id is the owner id; owners exist, hold ideas and are copied correctly', () => {
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    for (const p of projects) {
      expect(p.id).toBe(p.ownerId);
      const owner = byUid.get(p.ownerId);
      expect(owner).toBeDefined();
      expect(owner?.role).toBe('idea_holder');
      expect(p.ownerName).toBe(owner?.name);
      expect(p.ownerAvatar).toBe(owner?.avatarUrl);
    }
  });

  test('project content is filled in', () => {
    for (const p of projects) {
      expect(p.projectName).not.toBe('');
      expect(p.headline).not.toBe('');
      const n = sentenceCount(p.description);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      expect(p.skillsRequired.length).toBeGreaterThanOrEqual(3);
    }
  });

  test('project createdAt values are distinct, after the owner joined and before now', () => {
    expect(new Set(projects.map((p) => p.createdAt)).size).toBe(projects.length);
    for (const p of projects) {
      expect(p.createdAt).toBeGreaterThan(byUid.get(p.ownerId)?.createdAt ?? Infinity);
      expect(p.createdAt).toBeLessThan(DEMO_NOW);
    }
  });

  test('applications reference real projects and members, one per member and project', () => {
    const keys = applications.map((a) => `${a.projectId}/${a.applicantId}`);
    expect(new Set(keys).size).toBe(applications.length);
    for (const a of applications) {
      const project = projects.find((p) => p.id === a.projectId);
      const applicant = byUid.get(a.applicantId);
      expect(project).toBeDefined();
      expect(applicant).toBeDefined();
      expect(a.applicantId).not.toBe(project?.ownerId);
      expect(a.applicantName).toBe(applicant?.name);
      expect(a.applicantAvatar).toBe(applicant?.avatarUrl);
      expect(a.createdAt).toBeGreaterThan(project?.createdAt ?? Infinity);
      expect(a.createdAt).toBeGreaterThan(applicant?.createdAt ?? Infinity);
      expect(a.createdAt).toBeLessThan(DEMO_NOW);
    }
  });

  test('the demo member has a pending and an accepted applicant, and a pending application of their own', () => {
    const incoming = applications.filter((a) => a.projectId === 'u-demo').map((a) => a.status);
    expect(incoming).toContain('pending');
    expect(incoming).toContain('accepted');
    expect(applications.some((a) => a.applicantId === 'u-demo' && a.status === 'pending')).toBe(true);
  });

  test('the notification center holds what the applications notified: each owner is told of each, read already', () => {
    const { notifications } = demoData;
    for (const a of applications) {
      const notice = notifications.find(
        (n) => n.userId === a.projectId && n.id === `application_${a.projectId}_${a.applicantId}`,
      );
      expect(notice?.message).toContain(a.applicantName);
      expect(notice?.link).toBe(`/project/${a.projectId}`);
    }
    expect(notifications.filter((n) => n.userId === 'u-demo').length).toBeGreaterThanOrEqual(3);
    expect(notifications.every((n) => n.isRead && n.createdAt < DEMO_NOW && byUid.has(n.userId))).toBe(true);
  });
});

describe('demo data: banners, resources, questionnaire', () => {
  test('4 banners ordered 10..40 with local images and https links', () => {
    expect(banners.map((b) => b.order)).toEqual([10, 20, 30, 40]);
    expect(new Set(banners.map((b) => b.id)).size).toBe(4);
    for (const b of banners) {
      expect(b.title).not.toBe('');
      expect(b.imageUrl).toMatch(/^\/demo\/banners\/.+\.svg$/);
      expect(b.linkUrl).toMatch(/^https:\/\//);
    }
  });

  test('at least 8 resources, filled in, in every category', () => {
    expect(resources.length).toBeGreaterThanOrEqual(8);
    expect(new Set(resources.map((r) => r.id)).size).toBe(resources.length);
    expect(new Set(resources.map((r) => r.category))).toEqual(new Set(['補助', '貸款', '育成', '空間', '社群']));
    expect(new Set(resources.map((r) => r.createdAt)).size).toBe(resources.length);
    for (const r of resources) {
      expect(r.title).not.toBe('');
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.imageUrl).toMatch(/^\/demo\/resources\/.+\.svg$/);
      expect(r.officialUrl).toMatch(/^https:\/\//);
      expect(r.district === '全國' || cities().includes(r.district)).toBe(true);
      expect(r.createdAt).toBeGreaterThanOrEqual(DEMO_NOW - 120 * DAY);
      expect(r.createdAt).toBeLessThan(DEMO_NOW);
    }
  });

  test('the active questionnaire has at least 24 single-choice questions in 4 parts', () => {
    expect(questionnaire).toMatchObject({ id: 'q-founder', title: '創業潛力評測', isActive: true });
    expect(questionnaire.description).not.toBe('');
    expect(questions.length).toBeGreaterThanOrEqual(24);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect([...new Set(questions.map((q) => q.part))].sort()).toEqual([1, 2, 3, 4]);
    for (const part of [1, 2, 3, 4]) {
      const orders = questions.filter((q) => q.part === part).map((q) => q.order);
      expect(orders).toEqual(orders.map((_, i) => (i + 1) * 10));
    }
    for (const q of questions) {
      expect(q.questionnaireId).toBe('q-founder');
      expect(q.type).toBe('single_choice');
      expect(q.text).not.toBe('');
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(4);
    }
  });

  test('every option scores all five dimensions with integers 0..5', () => {
    for (const q of questions) {
      for (const opt of q.options) {
        expect(opt.text).not.toBe('');
        expect(Object.keys(opt.scores).sort()).toEqual([...SCORE_DIMENSIONS].sort());
        for (const d of SCORE_DIMENSIONS) {
          expect(Number.isInteger(opt.scores[d])).toBe(true);
          expect(opt.scores[d]).toBeGreaterThanOrEqual(0);
          expect(opt.scores[d]).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  describe('answer patterns lead to different leanings', () => {
    const LEANINGS = ['skill', 'execution', 'teamwork', 'risk'] as const;

    function totals(pick: (q: Question) => number): DimensionScores {
      const sum: DimensionScores = { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 };
      for (const q of questions) {
        const opt = q.options[pick(q)];
        if (!opt) throw new Error(`no option for ${q.id}`);
        for (const d of SCORE_DIMENSIONS) sum[d] += opt.scores[d];
      }
      return sum;
    }

    /** Index of the option with the highest score on a dimension; ties go to higher overall. */
    function argmax(q: Question, d: keyof DimensionScores): number {
      let best = 0;
      let cur = q.options[0]?.scores;
      q.options.forEach((opt, i) => {
        if (!cur || opt.scores[d] > cur[d] || (opt.scores[d] === cur[d] && opt.scores.overall > cur.overall)) {
          best = i;
          cur = opt.scores;
        }
      });
      return best;
    }

    function argminOverall(q: Question): number {
      let best = 0;
      let min = Infinity;
      q.options.forEach((opt, i) => {
        if (opt.scores.overall < min) {
          best = i;
          min = opt.scores.overall;
        }
      });
      return best;
    }

    test.each(LEANINGS)('always choosing the most %s-heavy answer makes that dimension the top one', (dim) => {
      const t = totals((q) => argmax(q, dim));
      for (const other of LEANINGS) if (other !== dim) expect(t[dim]).toBeGreaterThan(t[other] + 10);
    });

    test('always choosing the lowest answer keeps the overall score low', () => {
      const low = totals(argminOverall).overall;
      const max = totals((q) => argmax(q, 'overall')).overall;
      expect(low).toBeLessThan(max * 0.4);
      for (const dim of LEANINGS) expect(low * 2).toBeLessThan(totals((q) => argmax(q, dim)).overall);
    });
  });
});

describe('demo data: files, links and language', () => {
  test('every /demo/... file referenced exists under public/ and declares its size', () => {
    const refs = strings(demoData)
      .map((s) => s.text)
      .filter((t) => t.startsWith('/demo/'));
    expect(refs.length).toBeGreaterThan(30);
    for (const ref of new Set(refs)) {
      const file = PUBLIC_DIR + ref.slice(1);
      expect(existsSync(file) ? ref : `missing ${ref}`).toBe(ref);
      // Raster images (the avatars) carry their size in the file; an SVG declares it.
      if (!ref.endsWith('.svg')) continue;
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]* width="\d+"[^>]* height="\d+"/);
      expect(svg).not.toMatch(/@import|@font-face|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  test('banner and resource images have the suggested sizes', () => {
    for (const b of banners) {
      expect(readFileSync(PUBLIC_DIR + b.imageUrl.slice(1), 'utf8')).toMatch(/<svg[^>]* width="1200" height="400"/);
    }
    for (const r of resources) {
      expect(readFileSync(PUBLIC_DIR + r.imageUrl.slice(1), 'utf8')).toMatch(/<svg[^>]* width="640" height="360"/);
    }
  });

  test('every external link is https', () => {
    const urls = strings(demoData).filter((s) => /Url$/.test(s.path) && s.text !== '' && !s.text.startsWith('/demo/'));
    expect(urls.length).toBeGreaterThan(20);
    for (const u of urls) expect(new URL(u.text).protocol).toBe('https:');
  });

  test('no string changes under Simplified→Traditional (Taiwan) conversion', () => {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
    // Official place names are checked against core/region instead: the converter wrongly
    // rewrites a few of them (萬里區 → 萬裡區).
    const placeNames = new Set(TAIWAN_REGIONS.flatMap((r) => [r.city, ...r.districts]));
    const changed = strings(demoData)
      .filter((s) => !placeNames.has(s.text))
      .filter((s) => toTw(s.text) !== s.text)
      .map((s) => `${s.path}: ${s.text} → ${toTw(s.text)}`);
    expect(changed).toEqual([]);
  });

  test('uses Taiwan wording, not Mainland terms', () => {
    const mainland = [
      '項目',
      '軟件',
      '信息',
      '網絡',
      '視頻',
      '登錄',
      '質量',
      '默認',
      '鏈接',
      '屏幕',
      '運營',
      '營銷',
      '人工智能',
      '用戶',
      '台',
    ];
    const hits = strings(demoData).flatMap((s) =>
      mainland.filter((w) => s.text.includes(w)).map((w) => `${s.path}: ${w}`),
    );
    expect(hits).toEqual([]);
  });
});

describe('loadDemoData', () => {
  test('loads the same data as a fresh copy', async () => {
    const loaded = await loadDemoData();
    expect(loaded).toEqual(demoData);
    expect(loaded.users).not.toBe(demoData.users);
    const [first] = loaded.users;
    if (!first) throw new Error('no users');
    first.profile.name = 'changed';
    expect(demoData.users[0]?.profile.name).not.toBe('changed');
  });
});
