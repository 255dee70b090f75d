import type { Db } from '../../db/client';
import { documentsStamp, termStatistics } from './chat-bot.repository';
import { type QueryTerm, termKey } from './query-terms';

/**
 * The ranking's document statistics per topic set — how many passages the topics hold and, per question word, how
 * many of them contain it — cached so that a question only counts the words no earlier question used. Each entry is
 * valid for one state of the topics' documents: uploads, replacements and deletions on this instance clear the cache
 * at once (`invalidateTermStatistics`), and every lookup compares the documents' stamp (count, largest id, sum of
 * versions) so a change made through another instance is seen too. Caches are per database handle.
 */
interface Entry {
  stamp: string;
  total: number;
  frequencies: Map<string, number>;
}

/** Words remembered per topic set before the entry starts over (a bound on memory, not a tuning knob). */
const MAX_WORDS = 20_000;

const caches = new WeakMap<Db, Map<string, Entry>>();

export function invalidateTermStatistics(db: Db): void {
  caches.delete(db);
}

export async function cachedTermStatistics(
  db: Db,
  topics: readonly number[],
  terms: readonly QueryTerm[],
): Promise<{ total: number; frequencies: number[] }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const topicKey = [...topics].sort((a, b) => a - b).join(',');
  const stamp = await documentsStamp(db, topics);
  const cached = cache.get(topicKey);
  const entry: Entry =
    cached && cached.stamp === stamp && cached.frequencies.size <= MAX_WORDS
      ? cached
      : { stamp, total: -1, frequencies: new Map() };
  cache.set(topicKey, entry);
  const missing = terms.filter((term) => !entry.frequencies.has(termKey(term)));
  if (missing.length > 0 || entry.total < 0) {
    const counted = await termStatistics(db, topics, missing);
    entry.total = counted.total;
    for (const [i, term] of missing.entries()) entry.frequencies.set(termKey(term), counted.frequencies[i] ?? 0);
  }
  return { total: entry.total, frequencies: terms.map((term) => entry.frequencies.get(termKey(term)) ?? 0) };
}
