import { useCambridgeClasses } from '../api/list-cambridge-classes';
import { ResultsWorkspace } from './results-workspace';

/** The results of one Cambridge subject class the caller reaches (its teacher's class page): its exams and grid. */
export function CambridgeClassResults({ lopMonHocId }: { lopMonHocId: number }) {
  const classes = useCambridgeClasses();
  return (
    <ResultsWorkspace
      lop={classes.data?.find((c) => c.id === lopMonHocId)}
      loadingClasses={classes.isLoading}
      hasClasses={Boolean(classes.data?.some((c) => c.id === lopMonHocId))}
    />
  );
}
