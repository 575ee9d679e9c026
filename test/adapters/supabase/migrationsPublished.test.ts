import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `supabase db push` runs each migration once, in the order of the names, and never again: a
 * published migration that is edited never reaches a project that ran it, and a new one that
 * sorts before the last published one is refused (or, with --include-all, runs out of order).
 * migrations.sha256 lists every published migration with its digest (`sha256sum -c` reads it);
 * a new migration is added to it in the commit that adds it: `sha256sum <file> >> migrations.sha256`.
 */
const DIR = path.resolve(import.meta.dirname, '../../../adapters/supabase/supabase');
const published = readFileSync(path.join(DIR, 'migrations.sha256'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [digest, name] = line.split(/\s+\*?/);
    return { digest: digest!, name: name! };
  });
const files = readdirSync(path.join(DIR, 'migrations')).filter((f) => f.endsWith('.sql'));
const digestOf = (name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(DIR, 'migrations', name)))
    .digest('hex');

describe('Supabase migrations, once published', () => {
  test('every migration is listed in migrations.sha256 (a new one is added as it is written)', () => {
    expect(files.filter((f) => !published.some((p) => p.name === f))).toEqual([]);
    expect(published.map((p) => p.name).filter((n) => !files.includes(n))).toEqual([]);
  });

  test('no published migration is edited: a change is a new migration', () => {
    expect(published.filter((p) => files.includes(p.name) && digestOf(p.name) !== p.digest).map((p) => p.name)).toEqual(
      [],
    );
  });

  test('the list is in the order the names sort, so a new migration goes last', () => {
    const names = published.map((p) => p.name);
    expect(names).toEqual([...names].sort());
  });
});
