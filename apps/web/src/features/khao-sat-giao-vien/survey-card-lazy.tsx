import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../../lib/lazy-page';

const LoadedSurveyCard = lazy(() =>
  withChunkTimeout(import('./components/survey-card')).then((m) => ({ default: m.SurveyCard })),
);

/**
 * The home card of a student (components/survey-card.tsx): its list, form and drawer load only for a pupil, so the
 * first page of every other account does not carry them.
 */
export function SurveyCard({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSurveyCard enabled />
    </Suspense>
  );
}
