import { SEARCH_RESULT_LIMIT, type SearchKind, type SearchResult, type SearchSegment } from '@awc/domain';
import { sql } from 'drizzle-orm';
import { loadFaq, loadGlossary } from '../../content/content-files.ts';
import type { DbOrTx } from '../../db/client.ts';
import { searchStatic } from '../../db/schema/index.ts';

/**
 * Search across the product with PostgreSQL's full-text search (decision 341): each searchable
 * table carries a generated, weighted `search_tsv` with a GIN index; the query is read by
 * `websearch_to_tsquery` (quotes, `or`, `-word`; any input is valid), ranked by `ts_rank_cd`, and
 * the snippets come from `ts_headline`. The same SQL runs on PostgreSQL and PGlite.
 *
 * What a searcher may read is decided inside the query: visitors and non-members get public blog
 * posts, the glossary and the FAQ only; members (and admins) also the published content hub,
 * visible threads and visible replies of visible threads. A members-only row is never selected
 * for anyone else, so neither its title nor its snippet can leak.
 */

// Control characters mark the matched words in ts_headline's output; the text around them is
// returned as plain segments, never as HTML, so nothing a member wrote is ever interpreted.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

const prepared = new WeakMap<object, Promise<void>>();

/** Copies the glossary and the FAQ into `search_static`, once per process and database. */
export const ensureStaticIndex = (db: DbOrTx): Promise<void> => {
  let done = prepared.get(db);
  if (!done) {
    done = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('awc.search_static'))`);
      await tx.delete(searchStatic);
      const rows = [
        ...loadGlossary().map((t) => ({
          kind: 'glossary',
          slug: t.slug,
          title: t.term,
          body: [t.short, ...(t.aliases ?? []), t.body].join('\n'),
        })),
        ...loadFaq().groups.flatMap((g) => g.questions.map((q) => ({ kind: 'faq', slug: q.id, title: q.question, body: q.answer }))),
      ];
      if (rows.length) await tx.insert(searchStatic).values(rows);
    });
    done.catch(() => prepared.delete(db));
    prepared.set(db, done);
  }
  return done;
};

/** Markdown punctuation a snippet does not need (links keep their text). */
const plain = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/[*_`~>|]+/g, '')
    .replace(/\s+/g, ' ');

/** Splits ts_headline's output at the markers into plain and highlighted runs. */
export const segments = (marked: string): SearchSegment[] => {
  const out: SearchSegment[] = [];
  for (const [i, part] of plain(marked)
    .split(new RegExp(`[${START}${STOP}]`))
    .entries()) {
    if (part) out.push({ text: part, hit: i % 2 === 1 });
  }
  return out;
};

const urlOf = (kind: SearchKind, ref: string, parent: string | null): string => {
  const e = encodeURIComponent;
  switch (kind) {
    case 'post':
      return `/blog/${e(ref)}`;
    case 'glossary':
      return `/glossary/${e(ref)}`;
    case 'faq':
      return `/faq#${e(ref)}`;
    case 'content':
      return `/content?item=${e(ref)}`;
    case 'thread':
      return `/community?thread=${e(ref)}`;
    case 'reply':
      return `/community?thread=${e(parent ?? '')}#post-${e(ref)}`;
  }
};

type Row = { kind: SearchKind; ref: string; parent: string | null; title: string; snippet: string; members_only: boolean };

export const search = async (db: DbOrTx, viewer: { member: boolean }, q: string): Promise<SearchResult[]> => {
  if (!q) return [];
  await ensureStaticIndex(db);
  const memberSources = viewer.member
    ? sql`
      union all
      select 'content'::text, c.id, null::text, c.title, c.summary || E'\n' || c.body, ts_rank_cd(c.search_tsv, query.q, 1), true
        from content_items c, query
        where c.published and c.search_tsv @@ query.q
      union all
      select 'thread'::text, t.id, null::text, t.title, o.body, ts_rank_cd(t.search_tsv || o.search_tsv, query.q, 1), true
        from community_threads t
        join community_posts o on o.thread_id = t.id and o.is_opening, query
        where o.status = 'visible' and (t.search_tsv @@ query.q or o.search_tsv @@ query.q)
      union all
      select 'reply'::text, r.id, t.id, t.title, r.body, ts_rank_cd(r.search_tsv, query.q, 1), true
        from community_posts r
        join community_threads t on t.id = r.thread_id
        join community_posts o on o.thread_id = t.id and o.is_opening, query
        where not r.is_opening and r.status = 'visible' and o.status = 'visible' and r.search_tsv @@ query.q`
    : sql``;
  const publicPosts = viewer.member ? sql`` : sql`and p.visibility = 'public'`;
  const result = await db.execute(sql`
    with query as (select websearch_to_tsquery('english', ${q}) as q),
    hits (kind, ref, parent, title, doc, rank, members_only) as (
      select 'post'::text, p.slug, null::text, p.title, p.excerpt || E'\n' || p.body, ts_rank_cd(p.search_tsv, query.q, 1), p.visibility = 'members'
        from posts p, query
        where p.search_tsv @@ query.q and p.status = 'published' and p.published_at <= now() ${publicPosts}
      union all
      select s.kind, s.slug, null::text, s.title, s.body, ts_rank_cd(s.search_tsv, query.q, 1), false
        from search_static s, query
        where s.search_tsv @@ query.q
      ${memberSources}
    ),
    top as (select * from hits order by rank desc, title, ref limit ${SEARCH_RESULT_LIMIT})
    select top.kind, top.ref, top.parent, top.members_only,
      ts_headline('english', top.title, query.q, ${TITLE_HEADLINE}) as title,
      ts_headline('english', top.doc, query.q, ${HEADLINE}) as snippet
    from top, query
    order by top.rank desc, top.title, top.ref`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((r) => ({
    kind: r.kind,
    title: segments(r.title),
    snippet: segments(r.snippet),
    url: urlOf(r.kind, r.ref, r.parent),
    membersOnly: Boolean(r.members_only),
  }));
};
