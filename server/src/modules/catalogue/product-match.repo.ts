import { sql } from 'drizzle-orm';
import { productLabel } from '@fleet/domain';
import type { Db } from '../../db/client';
import { canonicalMake, modelKey } from './make-aliases';

/**
 * Product matching for the bulk import (docs/CATALOGUE.md "Matching"): each row's make, model
 * and year against the catalogue the company sees, all rows of a batch in one SQL round trip.
 *
 * - The row's text is "make model" lower-cased, the make through the alias list (CAT →
 *   Caterpillar); it is compared with products.match_text ("make model variant") by trigram
 *   similarity (pg_trgm, the GIN index on match_text answers `%`).
 * - With a make, the product's make must be alike too (trigram similarity of the names at least
 *   MAKE_THRESHOLD), so "Genie 1930" never lands on a JLG. Without a make, the model is compared
 *   word-wise (word_similarity, `<%`) with the product's text.
 * - Below MATCH_THRESHOLD there is no match (null). Among candidates: an exact one first, then
 *   the most similar, then the nearest year (a row without a year takes the newest).
 * - `exact`: the make (after aliases) and the model (letters and digits, case-insensitive) are
 *   equal and so is the year.
 * - Only shared products and the company's own, neither archived; never another company's.
 */
export const MATCH_THRESHOLD = 0.45;
export const MAKE_THRESHOLD = 0.5;

export interface ProductMatchQuery {
  key: number;
  make: string | null;
  model: string | null;
  year: number | null;
}

export interface ProductMatch {
  productId: number;
  label: string;
  similarity: number;
  exact: boolean;
}

interface CandidateRow {
  tid: number;
  product_id: number;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  score: number;
}

interface Wanted {
  key: number;
  make: string | null;
  modelKey: string;
  year: number | null;
  textId: number;
}

/** Products and makes the company sees: shared ones and its own, not archived. */
const visible = (companyId: number) => sql`(p.company_id is null or p.company_id = ${companyId})
  and not p.is_deleted
  and (mk.company_id is null or mk.company_id = ${companyId})
  and not mk.is_deleted`;

/** Candidates per distinct text: a model sold over many years with variants stays well below. */
const CANDIDATES_PER_TEXT = 200;

const clean = (value: string | null): string | null => {
  const trimmed = value?.trim().replace(/\s+/g, ' ') ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The same make (after aliases), model (letters and digits) and year. */
const isExactFor = (wanted: Wanted, c: CandidateRow) =>
  wanted.make !== null &&
  c.make.toLowerCase() === wanted.make &&
  modelKey(c.model) === wanted.modelKey &&
  c.year === wanted.year;

/** spec order: exact first, most similar, nearest year, newest year, lowest id. */
function better(
  wanted: Wanted,
  a: CandidateRow & { exact: boolean },
  b: CandidateRow & { exact: boolean },
) {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  const distance = (c: CandidateRow) =>
    wanted.year === null || c.year === null ? 0 : Math.abs(c.year - wanted.year);
  if (distance(a) !== distance(b)) return distance(a) - distance(b);
  if (a.year !== b.year) return (b.year ?? -Infinity) - (a.year ?? -Infinity);
  return a.product_id - b.product_id;
}

export async function matchProducts(
  db: Db,
  companyId: number,
  queries: ProductMatchQuery[],
): Promise<Map<number, ProductMatch | null>> {
  const answer = new Map<number, ProductMatch | null>();
  // A spreadsheet repeats its models: each distinct make and model is searched once.
  const textIds = new Map<string, number>();
  const texts: MatchText[] = [];
  const wanted: Wanted[] = [];
  for (const query of queries) {
    answer.set(query.key, null);
    const model = clean(query.model)?.toLowerCase() ?? null;
    // A make alone is no product: nothing to match.
    if (model === null) continue;
    const rawMake = clean(query.make);
    const make = rawMake === null ? null : canonicalMake(rawMake);
    const text = make === null ? model : `${make} ${model}`;
    const id = `${make ?? ''}\u0000${model}`;
    let textId = textIds.get(id);
    if (textId === undefined) {
      textId = texts.length;
      textIds.set(id, textId);
      texts.push({ tid: textId, make, model, text });
    }
    const year = query.year !== null && Number.isInteger(query.year) ? query.year : null;
    wanted.push({ key: query.key, make, modelKey: modelKey(model), year, textId });
  }
  if (texts.length === 0) return answer;

  const candidates = new Map<number, CandidateRow[]>();
  const addCandidates = (rows: CandidateRow[]) => {
    for (const row of rows) {
      const tid = Number(row.tid);
      const list = candidates.get(tid) ?? [];
      if (list.some((known) => Number(known.product_id) === Number(row.product_id))) continue;
      list.push({
        ...row,
        product_id: Number(row.product_id),
        year: row.year === null ? null : Number(row.year),
        score: Math.round(Number(row.score) * 1000) / 1000,
      });
      candidates.set(tid, list);
    }
  };
  // Most rows of a spreadsheet name a product exactly: those are found through the model-key
  // index, and only texts with a row left without an exact product are searched by trigram.
  const withMake = texts.filter((text) => text.make !== null);
  if (withMake.length > 0) addCandidates(await exactCandidates(db, companyId, withMake));
  const hasExact = (one: Wanted) =>
    (candidates.get(one.textId) ?? []).some((c) => isExactFor(one, c));
  const unsettled = new Set(wanted.filter((one) => !hasExact(one)).map((one) => one.textId));
  const fuzzy = texts.filter((text) => unsettled.has(text.tid));
  if (fuzzy.length > 0) addCandidates(await trigramCandidates(db, companyId, fuzzy));

  for (const one of wanted) {
    const ranked = (candidates.get(one.textId) ?? [])
      .map((c) => ({ ...c, exact: isExactFor(one, c) }))
      .sort((a, b) => better(one, a, b));
    const best = ranked[0];
    answer.set(
      one.key,
      best
        ? {
            productId: best.product_id,
            label: productLabel(best),
            similarity: best.score,
            exact: best.exact,
          }
        : null,
    );
  }
  return answer;
}

interface MatchText {
  tid: number;
  make: string | null;
  model: string;
  text: string;
}

/** Products whose make (after aliases) and model key equal the text's, any year. */
async function exactCandidates(
  db: Db,
  companyId: number,
  texts: MatchText[],
): Promise<CandidateRow[]> {
  const json = JSON.stringify(texts.map((text) => ({ ...text, mkey: modelKey(text.model) })));
  const result = await db.execute(sql`
    with q as materialized (
      select * from jsonb_to_recordset(${json}::jsonb)
        as q(tid int, make text, mkey text, text text)
    )
    select q.tid, p.product_id, mk.name as make, p.model, p.variant, p.year,
      similarity(p.match_text, q.text) as score
    from q
    join equipment_makes mk on lower(mk.name) = q.make
    join products p on p.equipment_make_id = mk.equipment_make_id
      and lower(regexp_replace(p.model, '[^a-zA-Z0-9]', '', 'g')) = q.mkey
    where ${visible(companyId)}`);
  return (result as { rows: CandidateRow[] }).rows;
}

/** Products alike by trigram: the make's and the model's (or the model alone without a make). */
async function trigramCandidates(
  db: Db,
  companyId: number,
  texts: MatchText[],
): Promise<CandidateRow[]> {
  const json = JSON.stringify(texts);
  // Two branches rather than a CASE, so each keeps its trigram operator where the GIN index on
  // match_text can answer it (a large catalogue is searched through the index, not scanned).
  const result = await db.execute(sql`
    with q as materialized (
      select * from jsonb_to_recordset(${json}::jsonb)
        as q(tid int, make text, model text, text text)
    )
    select q.tid, c.* from q
    join lateral (
      select * from (
        select p.product_id, mk.name as make, p.model, p.variant, p.year,
          similarity(p.match_text, q.text) as score
        from products p
        join equipment_makes mk on mk.equipment_make_id = p.equipment_make_id
        where ${visible(companyId)}
          and p.match_text % q.text
          and (lower(mk.name) = q.make or similarity(lower(mk.name), q.make) >= ${MAKE_THRESHOLD})
      ) s
      where s.score >= ${MATCH_THRESHOLD}
      order by s.score desc, s.product_id
      limit ${CANDIDATES_PER_TEXT}
    ) c on true
    where q.make is not null
    union all
    select q.tid, c.* from q
    join lateral (
      select * from (
        select p.product_id, mk.name as make, p.model, p.variant, p.year,
          word_similarity(q.model, p.match_text) as score
        from products p
        join equipment_makes mk on mk.equipment_make_id = p.equipment_make_id
        where ${visible(companyId)}
          and q.model <% p.match_text
      ) s
      where s.score >= ${MATCH_THRESHOLD}
      order by s.score desc, s.product_id
      limit ${CANDIDATES_PER_TEXT}
    ) c on true
    where q.make is null`);
  return (result as { rows: CandidateRow[] }).rows;
}
