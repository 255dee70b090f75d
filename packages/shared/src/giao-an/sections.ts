/**
 * The layout of a lesson plan after Official Letter 5512/BGDĐT-GDTrH (2020), appendix IV: objectives (knowledge,
 * competences, qualities), teaching equipment and materials, and the teaching sequence of four activities, each with
 * its aim, content, product and organisation. Sections are the unit of comments and of the version diff.
 */
export const OBJECTIVE_SECTIONS = ['kienThuc', 'nangLuc', 'phamChat'] as const;
export const ACTIVITY_SECTIONS = ['moDau', 'hinhThanhKienThuc', 'luyenTap', 'vanDung'] as const;
export const ACTIVITY_FIELDS = ['mucTieu', 'noiDung', 'sanPham', 'toChuc'] as const;
export const PLAN_SECTIONS = [...OBJECTIVE_SECTIONS, 'thietBi', ...ACTIVITY_SECTIONS] as const;
/** A comment is on one section or on the whole plan (`chung`). */
export const COMMENT_SECTIONS = ['chung', ...PLAN_SECTIONS] as const;

export type ObjectiveSection = (typeof OBJECTIVE_SECTIONS)[number];
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];
export type PlanSection = (typeof PLAN_SECTIONS)[number];
export type CommentSection = (typeof COMMENT_SECTIONS)[number];

export type PlanActivity = Record<ActivityField, string>;
export interface PlanContent {
  mucTieu: Record<ObjectiveSection, string>;
  thietBi: string;
  hoatDong: Record<ActivitySection, PlanActivity>;
}

export function emptyPlanContent(): PlanContent {
  const activity = (): PlanActivity => ({ mucTieu: '', noiDung: '', sanPham: '', toChuc: '' });
  return {
    mucTieu: { kienThuc: '', nangLuc: '', phamChat: '' },
    thietBi: '',
    hoatDong: { moDau: activity(), hinhThanhKienThuc: activity(), luyenTap: activity(), vanDung: activity() },
  };
}

/** One section's texts by field (`text` for the single-text sections). */
export function sectionFields(content: PlanContent, section: PlanSection): Record<string, string> {
  if ((OBJECTIVE_SECTIONS as readonly string[]).includes(section)) {
    return { text: content.mucTieu[section as ObjectiveSection] };
  }
  if (section === 'thietBi') return { text: content.thietBi };
  return { ...content.hoatDong[section as ActivitySection] };
}

export interface SectionDiff {
  section: PlanSection;
  changed: boolean;
  /** Per field: the earlier and the later text, only for fields that changed. */
  fields: { field: string; before: string; after: string }[];
}

/** Section-by-section difference between two versions of a plan (the approver's view of a resubmission). */
export function diffPlanContent(before: PlanContent, after: PlanContent): SectionDiff[] {
  return PLAN_SECTIONS.map((section) => {
    const a = sectionFields(before, section);
    const b = sectionFields(after, section);
    const fields = Object.keys(b)
      .filter((field) => (a[field] ?? '') !== (b[field] ?? ''))
      .map((field) => ({ field, before: a[field] ?? '', after: b[field] ?? '' }));
    return { section, changed: fields.length > 0, fields };
  });
}

/** Line-level difference of two texts (longest common subsequence): what the diff view marks as removed / added. */
export function diffLines(before: string, after: string): { kind: 'same' | 'removed' | 'added'; text: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: { kind: 'same' | 'removed' | 'added'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      out.push({ kind: 'removed', text: a[i++]! });
    } else {
      out.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < n) out.push({ kind: 'removed', text: a[i++]! });
  while (j < m) out.push({ kind: 'added', text: b[j++]! });
  return out;
}
