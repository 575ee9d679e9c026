/**
 * What can be checked of firestore.rules and storage.rules without an emulator: that the field
 * lists and enumerations they enforce are exactly core/'s, and that the documents the adapter
 * writes have exactly the keys the rules accept. (The behaviour itself is the attack matrix of
 * rules.emulator.test.ts, which needs the Firestore emulator.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AVAILABILITIES,
  GENDERS,
  PARTNER_ROLES,
  PROFILE_PATCH_KEYS,
  PROJECT_STAGES,
  QUESTION_TYPES,
  ROLES,
  SCORE_DIMENSIONS,
  YEARS_EXPERIENCE,
} from '../../../core/domain';
import { LIMITS } from '../../../core/constants';
import { BLANK_EDGES, TEXT_LIMITS } from '../../../core/validation';

const rules = readFileSync(join(process.cwd(), 'adapters/firebase/firestore.rules'), 'utf8');
const storageRules = readFileSync(join(process.cwd(), 'adapters/firebase/storage.rules'), 'utf8');

/** The string list returned by `function name() { return [...]; }`. */
function listFunction(name: string): string[] {
  const m = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return\\s*\\[([^\\]]*)\\]`, 'm').exec(rules);
  if (!m) throw new Error(`no ${name}() in firestore.rules`);
  return [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1] as string);
}

/** Every `field, [..]` or `field in [..]` list used for `field` in the rules. */
function enumFor(field: string): string[][] {
  const out: string[][] = [];
  for (const m of rules.matchAll(new RegExp(`d\\.${field}(?:,| in) \\[([^\\]]*)\\]`, 'g'))) {
    out.push([...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1] as string));
  }
  if (out.length === 0) throw new Error(`no enumeration for ${field}`);
  return out;
}

describe('firestore.rules agree with core/', () => {
  it('profile fields a member may write are exactly PROFILE_PATCH_KEYS', () => {
    expect([...listFunction('profileKeys')].sort()).toEqual([...PROFILE_PATCH_KEYS].sort());
  });

  it('project form fields are exactly ProjectInput', () => {
    expect(listFunction('projectKeys').sort()).toEqual([
      'description',
      'headline',
      'partnersWanted',
      'projectName',
      'skillsRequired',
      'stage',
    ]);
  });

  it('enumerations are core’s codes', () => {
    for (const list of enumFor('role')) expect(list).toEqual([...ROLES]);
    for (const list of enumFor('gender')) expect(list).toEqual([...GENDERS]);
    for (const list of enumFor('yearsExperience')) expect(list).toEqual([...YEARS_EXPERIENCE]);
    for (const list of enumFor('availability')) expect(list).toEqual([...AVAILABILITIES]);
    for (const list of enumFor('stage')) expect(list).toEqual([...PROJECT_STAGES]);
    for (const list of enumFor('type')) expect(list).toEqual([...QUESTION_TYPES]);
    expect(rules).toContain(`d.partnersWanted.hasOnly([${PARTNER_ROLES.map((r) => `'${r}'`).join(', ')}])`);
  });

  it('text limits are core’s', () => {
    expect(rules).toContain(`nameTitle(d.name, ${TEXT_LIMITS.NAME})`);
    expect(rules).toContain(`return title(v, ${TEXT_LIMITS.MESSAGE})`);
    expect(rules).toContain(`nameTitle(d.projectName, ${TEXT_LIMITS.PROJECT_NAME})`);
    expect(rules).toContain(`filled(d.description, ${TEXT_LIMITS.PROJECT_DESCRIPTION})`);
    expect(rules).toContain(`v.size() <= ${TEXT_LIMITS.TAGS}`);
    // One tag: a first and a last character that are not blank, and up to TAG - 2 between.
    expect(rules).toContain(`{0,${TEXT_LIMITS.TAG - 2}}`);
  });

  it('a question has LIMITS’ number of options, each of core’s shape', () => {
    expect(rules).toContain(`o.size() >= ${LIMITS.QUESTION_MIN_OPTIONS} && o.size() <= ${LIMITS.QUESTION_MAX_OPTIONS}`);
    // Each option is checked at its index: one check per option a question may have.
    expect([...rules.matchAll(/validOption\(o\[(\d+)\]\)/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: LIMITS.QUESTION_MAX_OPTIONS }, (_, i) => i),
    );
    expect(rules).toContain(`title(v.text, ${TEXT_LIMITS.OPTION_TEXT})`);
    // An answer's option index is one a question of that many options has.
    const indexes = /function optionIndexes\(\)\s*\{\s*return \[([\d, ]*)\]/.exec(rules)?.[1] ?? '';
    expect(indexes.split(',').map(Number)).toEqual(Array.from({ length: LIMITS.QUESTION_MAX_OPTIONS }, (_, i) => i));
    expect(rules).toContain(`v.scores.keys().hasOnly([${SCORE_DIMENSIONS.map((d) => `'${d}'`).join(', ')}])`);
    expect(rules).toContain(`finite(${SCORE_DIMENSIONS.map((d) => `v.scores.${d}`).join(' + ')})`);
  });

  it('the written-out trimmed-text pattern is the one blanks() makes', () => {
    const literal = (name: string) =>
      new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return '([^']*)';`).exec(rules)?.[1] ?? `no ${name}()`;
    const blanks = literal('blanks');
    expect(literal('trimmedText')).toBe(`(?s)^[^${blanks}](.*[^${blanks}])?$`);
  });

  it('blanks() is what core trims: JavaScript’s whitespace, then core’s invisible characters', () => {
    const blanks = /function blanks\(\)\s*\{\s*return '([^']*)';/.exec(rules)?.[1];
    // The rules file writes each backslash twice; core's list has one before each uXXXX.
    const invisible = /^\^\[\\s([^\]]*)\]/.exec(BLANK_EDGES.source)?.[1] ?? 'no class';
    const asRe2 = invisible.replace(/\\u([0-9A-F]{4})/g, '\\\\x{$1}');
    expect(blanks).toBe(`\\\\s\\\\p{Z}\\\\x{0B}\\\\x{FEFF}${asRe2}`);
  });

  it('a submission’s answers are bounded by LIMITS', () => {
    expect(rules).toContain(`a.size() <= ${LIMITS.QUESTIONNAIRE_MAX_ANSWERS}`);
    expect(rules).toContain(`{1,${LIMITS.QUESTION_ID_MAX_LENGTH}}`);
  });

  it('at most LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS submission ids exist per member', () => {
    expect(LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS).toBe(2);
    expect(rules).toContain("submissionId == request.auth.uid + '_1'");
    expect(rules).toContain("submissionId == request.auth.uid + '_2'");
    expect(rules).not.toContain("request.auth.uid + '_3'");
  });
});

describe('storage.rules agree with core/', () => {
  it('avatars: at most 1 MB', () => {
    expect(LIMITS.AVATAR_MAX_BYTES).toBe(1024 * 1024);
    expect(storageRules).toContain('request.resource.size <= 1024 * 1024');
  });

  it('the stored types are exactly LIMITS.STORED_IMAGE_MIME_TYPES (WebP included), for avatars and banners', () => {
    const body = /function storedImageType\(\) \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    const types = [...body.matchAll(/request\.resource\.contentType == '([^']+)'/g)].map((m) => m[1]);
    expect(types.sort()).toEqual([...LIMITS.STORED_IMAGE_MIME_TYPES].sort());
    expect(types).toContain('image/webp');
    expect(body.replace(/request\.resource\.contentType == '[^']+'/g, '').replace(/return|\|\||;|\s/g, '')).toBe('');
    for (const path of ['avatars\\/\\{uid\\}', 'banners\\/\\{fileName\\}']) {
      const rule = new RegExp(`match /${path} \\{([\\s\\S]*?)\\n {4}\\}`).exec(storageRules)?.[1] ?? '';
      expect(rule).toMatch(/allow create, update: if [^;]*storedImageType\(\)/);
    }
    // No other type check anywhere in the file.
    expect(storageRules.match(/contentType/g)).toHaveLength(types.length);
  });

  it('avatars are fetched one by one at their address, never listed: a listing names every member (as on Supabase)', () => {
    const avatars = /match \/avatars\/\{uid\} \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    expect(avatars).toMatch(/allow get: if true;/);
    expect(avatars).not.toMatch(/allow (read|list)\b/);
  });

  it('avatars: stored for a member with an account (a deleted member’s token stays valid for up to an hour)', () => {
    const avatars = /match \/avatars\/\{uid\} \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    const write = /allow create, update: if ([^;]*);/.exec(avatars)?.[1] ?? '';
    expect(write).toContain('firestore.exists(/databases/(default)/documents/users/$(uid))');
  });

  it('banner images: at most LIMITS.BANNER_IMAGE_MAX_BYTES, the one limit the form and every backend apply', () => {
    const banners = /match \/banners\/\{fileName\} \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    const sizes = [...banners.matchAll(/request\.resource\.size <= ([0-9 *]+)/g)].map((m) =>
      (m[1] ?? '').split('*').reduce((product, factor) => product * Number(factor.trim()), 1),
    );
    expect(sizes).toEqual([LIMITS.BANNER_IMAGE_MAX_BYTES]);
  });
});

describe('the documents the adapter creates have exactly the keys the rules accept', () => {
  it('registration: the user document', async () => {
    const { newUserDocument } = await import('../../../adapters/firebase/ports/users');
    const m = /d\.keys\(\)\.hasOnly\(profileKeys\(\)\.concat\(\[([^\]]*)\]\)\)/.exec(rules);
    const extra = [...(m?.[1] ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1] as string);
    expect(extra.length).toBeGreaterThan(0);
    expect(Object.keys(newUserDocument('u', '名', '')).sort()).toEqual(
      [...listFunction('profileKeys'), ...extra].sort(),
    );
  });
});
