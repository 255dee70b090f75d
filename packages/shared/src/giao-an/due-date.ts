/**
 * When a lesson plan is due: by the end of the Saturday before the week it is taught in (the teaching weeks are
 * counted from the Monday of the week the school year starts). The school's weekly due date per department is not a
 * setting yet: this is the common rule.
 */
export function planDueDate(yearStart: string, tuan: number): string {
  const start = new Date(`${yearStart}T00:00:00Z`);
  const monday = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * 86_400_000);
  const due = new Date(monday.getTime() + ((tuan - 1) * 7 - 2) * 86_400_000);
  return due.toISOString().slice(0, 10);
}

/** Late: first sent after its due day, or not sent yet and the due day is past (`today` as YYYY-MM-DD). */
export function isPlanLate(due: string, firstSubmitted: string | null, today: string): boolean {
  return (firstSubmitted ?? today) > due;
}
