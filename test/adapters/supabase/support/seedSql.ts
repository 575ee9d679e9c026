/**
 * adapters/supabase/supabase/seed.sql, made from the demo's assessment and content
 * (adapters/memory/demo): the active questionnaire with its questions, the banners and the
 * resources, so a new Supabase project has what the memory backend's demo has. Ids are fixed
 * (md5 of the demo id as a uuid) and every insert skips what is there, so the seed runs twice
 * harmlessly. test/adapters/supabase/seed.test.ts keeps the file equal to this output.
 */
import { demoBanners, demoResources } from '../../../../adapters/memory/demo/demoContent';
import { demoQuestionnaire, demoQuestions } from '../../../../adapters/memory/demo/demoQuestionnaire';

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;
const id = (demoId: string) => `md5(${text(`seed:${demoId}`)})::uuid`;
const json = (v: unknown) => `${text(JSON.stringify(v))}::jsonb`;

function insert(table: string, columns: string[], rows: string[][]): string {
  const values = rows.map((r) => `  (${r.join(', ')})`).join(',\n');
  return `insert into public.${table} (${columns.join(', ')}) values\n${values}\non conflict (id) do nothing;\n`;
}

export function seedSql(): string {
  const q = demoQuestionnaire;
  return [
    '-- Generated from the demo data (adapters/memory/demo) by test/adapters/supabase/support/seedSql.ts;',
    '-- regenerate with `UPDATE_SEED=1 npm run jest -- test/adapters/supabase/seed.test.ts`, never by hand.',
    '-- The active questionnaire and its questions, the banners and the resources. Runs after the',
    '-- migrations (`supabase db reset` locally, `supabase db push --include-seed` on a project); running',
    '-- it again changes nothing.',
    '',
    insert(
      'questionnaires',
      ['id', 'title', 'description', 'is_active'],
      [[id(q.id), text(q.title), text(q.description), String(q.isActive)]],
    ),
    insert(
      'questions',
      ['id', 'questionnaire_id', 'part', 'sort_order', 'text', 'type', 'options'],
      demoQuestions.map((x) => [
        id(x.id),
        id(x.questionnaireId),
        String(x.part),
        String(x.order),
        text(x.text),
        text(x.type),
        json(x.options),
      ]),
    ),
    insert(
      'banners',
      ['id', 'title', 'link_url', 'image_url', 'sort_order'],
      demoBanners.map((b) => [id(b.id), text(b.title), text(b.linkUrl), text(b.imageUrl), String(b.order)]),
    ),
    insert(
      'resources',
      ['id', 'title', 'description', 'image_url', 'official_url', 'category', 'district', 'created_at'],
      demoResources.map((r) => [
        id(r.id),
        text(r.title),
        text(r.description),
        text(r.imageUrl),
        text(r.officialUrl),
        text(r.category),
        text(r.district),
        text(new Date(r.createdAt).toISOString()),
      ]),
    ),
  ].join('\n');
}
