/**
 * adapters/supabase/database.types.ts written from the catalogue of the migrated database, in
 * the shape `supabase gen types typescript` gives (which needs the CLI's Docker stack): every
 * table of the public schema with its columns (type, nullability, default, generated), its
 * foreign keys, and every function PostgREST exposes there with its argument names.
 */
import type { SupabaseSession } from './supabaseDb';

interface Column {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  one_to_one: boolean;
  referenced: string;
  referenced_columns: string[];
}

interface Fn {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  defaults: number;
  result: string;
  returns_set: boolean;
  strict: boolean;
  result_table: string | null;
}

const SCALARS: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  'character varying': 'string',
  'timestamp with time zone': 'string',
  date: 'string',
  integer: 'number',
  bigint: 'number',
  smallint: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  jsonb: 'Json',
  json: 'Json',
  void: 'undefined',
};

function tsType(pgType: string): string {
  if (pgType.endsWith('[]')) return `${tsType(pgType.slice(0, -2))}[]`;
  const t = SCALARS[pgType];
  if (!t) throw new Error(`no TypeScript type for the PostgreSQL type ${pgType}: add it to SCALARS`);
  return t;
}

const COLUMNS = `
  select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
         a.attgenerated <> '' as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const FOREIGN_KEYS = `
  select c.relname as table, k.conname as name,
         array(select attname::text from unnest(k.conkey) with ordinality u(n, i)
               join pg_attribute on attrelid = k.conrelid and attnum = u.n order by u.i) as columns,
         exists(select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                  = (select array_agg(x order by x) from unnest(k.conkey) x)) as one_to_one,
         r.relname as referenced,
         array(select attname::text from unnest(k.confkey) with ordinality u(n, i)
               join pg_attribute on attrelid = k.confrelid and attnum = u.n order by u.i) as referenced_columns
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class r on r.oid = k.confrelid
  join pg_namespace rn on rn.oid = r.relnamespace
  where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
  order by c.relname, k.conname`;

const FUNCTIONS = `
  select p.proname as name, p.proargnames[1:p.pronargs] as arg_names,
         array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
         p.pronargdefaults as defaults, format_type(p.prorettype, null) as result,
         p.proretset as returns_set, p.proisstrict as strict, rc.relname as result_table
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  left join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid
  where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  order by p.proname, p.oid`;

const indent = (lines: string[], n: number) => lines.map((l) => (l ? ' '.repeat(n) + l : l));

function tableType(columns: Column[], keys: ForeignKey[]): string[] {
  const row = columns.map((c) => `${c.name}: ${tsType(c.type)}${c.not_null ? '' : ' | null'};`);
  const value = (c: Column) => `${tsType(c.type)}${c.not_null ? '' : ' | null'}`;
  const insert = columns.map((c) =>
    c.generated ? `${c.name}?: never;` : `${c.name}${c.not_null && !c.has_default ? '' : '?'}: ${value(c)};`,
  );
  const update = columns.map((c) => (c.generated ? `${c.name}?: never;` : `${c.name}?: ${value(c)};`));
  const relationships = keys.flatMap((k) => [
    '{',
    `  foreignKeyName: '${k.name}';`,
    `  columns: [${k.columns.map((c) => `'${c}'`).join(', ')}];`,
    `  isOneToOne: ${k.one_to_one};`,
    `  referencedRelation: '${k.referenced}';`,
    `  referencedColumns: [${k.referenced_columns.map((c) => `'${c}'`).join(', ')}];`,
    '},',
  ]);
  return [
    'Row: {',
    ...indent(row, 2),
    '};',
    'Insert: {',
    ...indent(insert, 2),
    '};',
    'Update: {',
    ...indent(update, 2),
    '};',
    ...(relationships.length ? ['Relationships: [', ...indent(relationships, 2), '];'] : ['Relationships: [];']),
  ];
}

function functionType(fn: Fn): string[] {
  const names = fn.arg_names ?? [];
  if (names.length !== fn.arg_types.length || names.some((n) => !n)) {
    throw new Error(`${fn.name}: PostgREST calls functions by argument name; every argument needs one`);
  }
  const firstDefault = names.length - fn.defaults;
  // SQL passes null for any argument of a function that is not strict (Json already holds null).
  const args = names.map((n, i) => {
    const type = tsType(fn.arg_types[i]!);
    return `${n}${i >= firstDefault ? '?' : ''}: ${type}${fn.strict || type === 'Json' ? '' : ' | null'};`;
  });
  const returns = fn.result_table
    ? `Database['public']['Tables']['${fn.result_table}']['Row']${fn.returns_set ? '[]' : ''}`
    : `${tsType(fn.result)}${fn.returns_set ? '[]' : ''}`;
  return [...(args.length ? ['Args: {', ...indent(args, 2), '};'] : ['Args: never;']), `Returns: ${returns};`];
}

/** The text of adapters/supabase/database.types.ts for the database `db` holds. */
export async function databaseTypes(db: SupabaseSession): Promise<string> {
  const columns = await db.sys<Column>(COLUMNS);
  const keys = await db.sys<ForeignKey>(FOREIGN_KEYS);
  const functions = await db.sys<Fn>(FUNCTIONS);
  const tables = [...new Set(columns.map((c) => c.table))];
  const body = [
    'Tables: {',
    ...indent(
      tables.flatMap((t) => [
        `${t}: {`,
        ...indent(
          tableType(
            columns.filter((c) => c.table === t),
            keys.filter((k) => k.table === t),
          ),
          2,
        ),
        '};',
      ]),
      2,
    ),
    '};',
    'Views: {',
    '  [_ in never]: never;',
    '};',
    'Functions: {',
    ...indent(
      functions.flatMap((f) => [`${f.name}: {`, ...indent(functionType(f), 2), '};']),
      2,
    ),
    '};',
    'Enums: {',
    '  [_ in never]: never;',
    '};',
    'CompositeTypes: {',
    '  [_ in never]: never;',
    '};',
  ];
  return [
    '/**',
    ' * The public schema of the migrated database (supabase/migrations), as supabase-js types it:',
    ' * `createClient<Database>` checks every `from(...)` and `rpc(...)` of the adapter against it.',
    ' * Written from the catalogue of the migrated database by',
    ' * test/adapters/supabase/support/databaseTypes.ts; test/adapters/supabase/database.types.test.ts',
    ' * fails when the two disagree (UPDATE_DATABASE_TYPES=1 rewrites this file).',
    ' */',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    '  public: {',
    ...indent(body, 4),
    '  };',
    '};',
    '',
    "type PublicTables = Database['public']['Tables'];",
    '',
    'export type TableName = keyof PublicTables;',
    "export type Row<T extends TableName> = PublicTables[T]['Row'];",
    "export type Insert<T extends TableName> = PublicTables[T]['Insert'];",
    "export type Update<T extends TableName> = PublicTables[T]['Update'];",
    '',
  ].join('\n');
}
