import type { Retrieved } from './retrieval';
import type { RetrievalCase } from './retrieval-quality.cases';

/** Top-1, top-3 and correct "not found" counts of a set of cases, given what retrieval answered for each. */
export interface QualityFigures {
  questions: number;
  answerable: number;
  unanswerable: number;
  top1: number;
  top3: number;
  notFoundRight: number;
  misses: string[];
}

export function qualityFigures(cases: readonly RetrievalCase[], answered: readonly Retrieved[][]): QualityFigures {
  const figures: QualityFigures = {
    questions: cases.length,
    answerable: 0,
    unanswerable: 0,
    top1: 0,
    top3: 0,
    notFoundRight: 0,
    misses: [],
  };
  cases.forEach((c, i) => {
    const passages = answered[i] ?? [];
    if (c.expect === null) {
      figures.unanswerable++;
      if (passages.length === 0) figures.notFoundRight++;
      else figures.misses.push(`[not found expected] ${c.q} → ${passages[0]!.muc}`);
      return;
    }
    figures.answerable++;
    const expected = [c.expect].flat();
    const rank = passages.findIndex((p) => expected.some((e) => p.muc.includes(e)));
    if (rank === 0) figures.top1++;
    if (rank >= 0 && rank < 3) figures.top3++;
    else figures.misses.push(`${c.q} → ${passages.map((p) => p.muc).join(' | ') || '(not found)'}`);
  });
  return figures;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;

export function describeFigures(title: string, f: QualityFigures): string {
  return [
    `${title} (${f.questions} questions, ${f.answerable} answerable, ${f.unanswerable} unanswerable):`,
    `  top-1 ${pct(f.top1, f.answerable)} (${f.top1}/${f.answerable})`,
    `  top-3 ${pct(f.top3, f.answerable)} (${f.top3}/${f.answerable})`,
    `  correct "not found" ${pct(f.notFoundRight, f.unanswerable)} (${f.notFoundRight}/${f.unanswerable})`,
    ...f.misses.map((m) => `  miss: ${m}`),
  ].join('\n');
}
