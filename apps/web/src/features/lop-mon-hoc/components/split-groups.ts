/** Students divided into `count` groups in turn (1, 2, 1, 2 …): the starting point the office then adjusts. */
export function alternateGroups(studentIds: readonly number[], count: number): Record<number, number> {
  return Object.fromEntries(studentIds.map((id, i) => [id, i % count]));
}

/** The split request's groups from a student → group map; names default to "<class> - nhóm n". */
export function groupsOf(
  names: readonly string[],
  assignment: Readonly<Record<number, number>>,
): { tenLop: string; hocSinhIds: number[] }[] {
  return names.map((tenLop, g) => ({
    tenLop: tenLop.trim(),
    hocSinhIds: Object.entries(assignment)
      .filter(([, group]) => group === g)
      .map(([id]) => Number(id)),
  }));
}
