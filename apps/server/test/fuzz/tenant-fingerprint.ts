import type pg from 'pg';

/** Per table: how many of the company's rows there are and an md5 of all of them as text. */
export type TenantFingerprint = Record<string, string>;

/**
 * Every row a company owns: its `companies` row and the rows of every table (partitioned ones
 * through their parent) with a `company_id` column, which is every tenant table
 * (ARCHITECTURE.md §3) and so every row reached through the company's users too.
 */
export async function tenantFingerprint(
  pool: pg.Pool,
  companyId: string,
): Promise<TenantFingerprint> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select c.relname as name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const fingerprint: TenantFingerprint = {};
  const digest = async (name: string, where: string) => {
    const { rows } = await pool.query<{ count: string; md5: string | null }>(
      `select count(*)::text as count, md5(string_agg(t::text, E'\\n' order by t::text)) as md5
         from "${name}" t where ${where} = $1`,
      [companyId],
    );
    fingerprint[name] = `${rows[0]?.count ?? '?'} ${rows[0]?.md5 ?? '-'}`;
  };
  await digest('companies', 'id');
  for (const { name } of tables) await digest(name, 'company_id');
  return fingerprint;
}
