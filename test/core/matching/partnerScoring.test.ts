import {
  availabilityCompatible,
  isComplementary,
  missingForRecommendations,
  partnerReasons,
  rankPartners,
  scorePartner,
  type Seeker,
} from '../../../core/matching/partnerScoring';
import { DAY_MS } from '../../../core/matching/lastActive';
import { activeAt, partnerVectors, vectorProfile } from '../../contract/partnerVectors';

const NOW = Date.UTC(2026, 10, 26, 2, 0);

function seekerOf(v: (typeof partnerVectors)[number]): Seeker {
  return { profile: vectorProfile('seeker', v.seeker, NOW), skillsRequired: v.seeker.skillsRequired ?? [] };
}

describe('partner-vectors.json', () => {
  it('holds vectors with unique names and candidate keys, each naming only its own candidates', () => {
    expect(partnerVectors.length).toBeGreaterThanOrEqual(7);
    expect(new Set(partnerVectors.map((v) => v.name)).size).toBe(partnerVectors.length);
    for (const v of partnerVectors) {
      const keys = v.candidates.map((c) => c.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of v.expected) expect(keys).toContain(k);
    }
  });

  it.each(partnerVectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const candidates = v.candidates.map((c) => vectorProfile(c.key, c, activeAt(NOW, c.activeHoursAgo)));
    expect(rankPartners(seekerOf(v), candidates, NOW, 20).map((u) => u.uid)).toEqual(v.expected);
  });

  it('no two candidates of a vector tie on every key, so ids never decide', () => {
    for (const v of partnerVectors) {
      const scores = v.candidates.map((c) => {
        const s = scorePartner(seekerOf(v), vectorProfile(c.key, c, activeAt(NOW, c.activeHoursAgo)), NOW);
        return JSON.stringify({ ...s, uid: '' });
      });
      expect(new Set(scores).size).toBe(scores.length);
    }
  });
});

describe('partner scoring rules', () => {
  it('complementary means exactly one idea holder', () => {
    expect(isComplementary('idea_holder', 'technical')).toBe(true);
    expect(isComplementary('operations', 'idea_holder')).toBe(true);
    expect(isComplementary('technical', 'operations')).toBe(false);
    expect(isComplementary('idea_holder', 'idea_holder')).toBe(false);
    expect(isComplementary(null, 'technical')).toBe(false);
  });

  it('availability: equal, or either on one side; never with an unset one', () => {
    expect(availabilityCompatible('full_time', 'full_time')).toBe(true);
    expect(availabilityCompatible('either', 'part_time')).toBe(true);
    expect(availabilityCompatible('full_time', 'part_time')).toBe(false);
    expect(availabilityCompatible(null, 'either')).toBe(false);
  });

  it('never recommends the seeker, and takes at most the limit', () => {
    const v = partnerVectors[0]!;
    const me = vectorProfile('seeker', { role: 'technical' }, NOW);
    const others = [1, 2, 3].map((n) => vectorProfile(`m${n}`, { role: 'idea_holder' }, NOW - n * DAY_MS));
    expect(rankPartners(seekerOf(v), [me, ...others], NOW, 2).map((u) => u.uid)).toEqual(['m1', 'm2']);
  });
});

describe('partnerReasons', () => {
  const seeker: Seeker = {
    profile: vectorProfile(
      'me',
      {
        role: 'idea_holder',
        availability: 'full_time',
        interests: ['AI', '教育'],
        workingStyle: ['遠端'],
        city: '臺中市',
        district: '西屯區',
      },
      NOW,
    ),
    skillsRequired: ['React', 'UI 設計'],
    partnersWanted: ['technical'],
  };

  it('names the covered skills first, then roles and availability, at most three', () => {
    const c = vectorProfile(
      'c',
      {
        role: 'technical',
        skills: ['react', 'UI 設計'],
        availability: 'full_time',
        city: '臺中市',
        district: '西屯區',
      },
      NOW,
    );
    expect(partnerReasons(seeker, c)).toEqual([
      { kind: 'skills', skills: ['React', 'UI 設計'], all: true },
      { kind: 'roles', theirs: 'technical', wanted: true },
      { kind: 'availability', both: 'full_time' },
    ]);
  });

  it('says a role is the one the seeker looks for only when their project asks for it', () => {
    const operations = vectorProfile('o', { role: 'operations' }, NOW);
    const technical = vectorProfile('t', { role: 'technical' }, NOW);
    expect(partnerReasons(seeker, operations)).toContainEqual({ kind: 'roles', theirs: 'operations', wanted: false });
    expect(partnerReasons(seeker, technical)).toContainEqual({ kind: 'roles', theirs: 'technical', wanted: true });
    // Without a project, nobody is said to be the one looked for.
    const noProject: Seeker = { profile: seeker.profile, skillsRequired: [] };
    expect(partnerReasons(noProject, technical)).toContainEqual({ kind: 'roles', theirs: 'technical', wanted: false });
  });

  it('says when only some skills are covered, and names the place down to the district', () => {
    const c = vectorProfile('c', { role: 'idea_holder', skills: ['React'], city: '臺中市', district: '西屯區' }, NOW);
    expect(partnerReasons(seeker, c)).toEqual([
      { kind: 'skills', skills: ['React'], all: false },
      { kind: 'place', city: '臺中市', district: '西屯區' },
    ]);
  });

  it('falls back to shared interests and working styles; either-availability reads as compatible', () => {
    const c = vectorProfile(
      'c',
      { role: 'idea_holder', availability: 'either', interests: ['ai'], workingStyle: ['遠端'], city: '臺中市' },
      NOW,
    );
    expect(partnerReasons(seeker, c)).toEqual([
      { kind: 'availability', both: 'either' },
      { kind: 'place', city: '臺中市', district: null },
      { kind: 'interests', items: ['AI'] },
    ]);
  });

  it('gives no reason when nothing is shared', () => {
    expect(partnerReasons(seeker, vectorProfile('c', { role: 'idea_holder' }, NOW))).toEqual([]);
  });
});

describe('missingForRecommendations', () => {
  it('asks for a role, and for something to compare when the profile is empty', () => {
    expect(missingForRecommendations({ profile: vectorProfile('a', { role: null }, NOW), skillsRequired: [] })).toEqual(
      ['role', 'skills', 'availability', 'city'],
    );
    expect(
      missingForRecommendations({
        profile: vectorProfile('a', { role: null, city: '臺北市' }, NOW),
        skillsRequired: [],
      }),
    ).toEqual(['role']);
    expect(
      missingForRecommendations({ profile: vectorProfile('a', { role: 'technical' }, NOW), skillsRequired: [] }),
    ).toEqual(['skills', 'availability', 'city']);
  });

  it('is satisfied by a role and any one thing to compare, the project’s skills included', () => {
    expect(
      missingForRecommendations({
        profile: vectorProfile('a', { role: 'idea_holder' }, NOW),
        skillsRequired: ['React'],
      }),
    ).toEqual([]);
    expect(
      missingForRecommendations({
        profile: vectorProfile('a', { role: 'technical', skills: ['Go'] }, NOW),
        skillsRequired: [],
      }),
    ).toEqual([]);
  });
});
