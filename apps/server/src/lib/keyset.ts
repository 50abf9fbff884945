import { PAGING_MESSAGES } from '@awc/domain';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AppError } from './errors.ts';

/**
 * Keyset ("cursor") paging (decision 340). A list is ordered by a key whose last part is the row's
 * unique id, so the order is total and the next page starts strictly after the last row shown:
 * no row is skipped or repeated however many rows share a timestamp, which offset paging and
 * millisecond cursors could not promise (a burst of inserts shares one millisecond).
 *
 * The key's values travel as PostgreSQL's own text forms (a timestamp keeps its microseconds) and
 * are compared inside the database with one row comparison, on both PostgreSQL and PGlite.
 */
export type KeyPart = { expr: SQLWrapper; type: 'timestamptz' | 'text' | 'int' };
export type Keyset = { parts: readonly KeyPart[]; dir: 'asc' | 'desc' };

/**
 * The common key: a moment (created, last active) and then the row's id, which orders the rows
 * that share it. `desc` lists the newest first, `asc` the oldest.
 */
export const byTimeThenId = (time: SQLWrapper, id: SQLWrapper, dir: Keyset['dir']): Keyset => ({
  parts: [
    { expr: time, type: 'timestamptz' },
    { expr: id, type: 'text' },
  ],
  dir,
});

/** Selected beside each row: its key as JSON text, which becomes the cursor. */
export const cursorKey = (k: Keyset) =>
  sql<string>`json_build_array(${sql.join(
    k.parts.map((p) => sql`(${p.expr})::text`),
    sql`, `,
  )})::text`;

export const keysetOrder = (k: Keyset): SQL[] => k.parts.map((p) => (k.dir === 'desc' ? desc(p.expr) : asc(p.expr)));

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const INT = /^-?\d{1,18}$/;

const badCursor = () => new AppError('VALIDATION_FAILED', PAGING_MESSAGES.badCursor, { fieldErrors: { cursor: [PAGING_MESSAGES.badCursor] } });

const decode = (k: Keyset, cursor: string): string[] => {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== k.parts.length) throw badCursor();
  return values.map((v, i) => {
    const type = k.parts[i]?.type;
    if (typeof v !== 'string' || v.length > 500) throw badCursor();
    if (type === 'timestamptz' && !TIMESTAMP.test(v)) throw badCursor();
    if (type === 'int' && !INT.test(v)) throw badCursor();
    return v;
  });
};

/** The condition "after the cursor" in the list's order, or undefined for the first page. */
export const afterCursor = (k: Keyset, cursor: string | undefined): SQL | undefined => {
  if (!cursor) return undefined;
  const values = decode(k, cursor);
  const left = sql.join(
    k.parts.map((p) => sql`${p.expr}`),
    sql`, `,
  );
  const right = sql.join(
    k.parts.map((p, i) => sql`cast(${values[i]} as ${sql.raw(p.type === 'int' ? 'bigint' : p.type)})`),
    sql`, `,
  );
  return k.dir === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
};

/**
 * Cuts the `limit + 1` rows a query fetched to one page and the cursor of the next one (null when
 * the extra row is missing: this was the last page).
 */
export const pageOf = <R extends { cursorKey: string }>(rows: R[], limit: number): { rows: R[]; nextCursor: string | null } => {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? Buffer.from(last.cursorKey, 'utf8').toString('base64url') : null };
};
