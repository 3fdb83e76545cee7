import { queryE2eDatabase } from './database';

/**
 * An e-mail address the server's schema refuses (no top-level domain), and what every public
 * form says under its e-mail field about it. The forms check with the same shared schema, so
 * they refuse it in the browser and send nothing.
 */
export const REFUSED_EMAIL = 'priya@naik';
export const REFUSED_EMAIL_MESSAGE =
  'Please enter the whole e-mail address, for example name@example.com.';

/** Rows with that address in the tables the public forms write to (it must stay 0). */
export async function rowsWithRefusedEmail(): Promise<number> {
  const [row] = await queryE2eDatabase<{ count: number }>(
    `select (select count(*) from submissions where email = $1)::int
          + (select count(*) from customers where email = $1)::int as count`,
    [REFUSED_EMAIL],
  );
  return row?.count ?? 0;
}
