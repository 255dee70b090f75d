/**
 * The sections of a lesson plan. They are a school setting per programme (`giao_an_cai_dat.muc_giao_an`): the
 * national programme seeded with the layout of Official Letter 5512/BGDĐT-GDTrH (2020), appendix IV — objectives
 * (knowledge, competences, qualities), teaching equipment and materials, and four activities each with its aim,
 * content, product and organisation — and the Cambridge programme with a layout of its own. A plan takes its
 * programme's sections when it is created and keeps them, titles included, in every version: changing the setting
 * later changes new plans only. Sections are the unit of comments and of the version diff.
 */
export const ACTIVITY_FIELDS = ['mucTieu', 'noiDung', 'sanPham', 'toChuc'] as const;
/** `van_ban`: one text; `hoat_dong`: an activity with the four fields above. */
export const SECTION_KINDS = ['van_ban', 'hoat_dong'] as const;
/** The national programme (VN) and Cambridge (CAM), told apart by the subject's education system. */
export const PLAN_PROGRAMMES = ['vn', 'cam'] as const;
/** A comment on the whole plan rather than one section. */
export const GENERAL_COMMENT = 'chung';
export const SECTION_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const SECTIONS_MAX = 30;

export type ActivityField = (typeof ACTIVITY_FIELDS)[number];
export type SectionKind = (typeof SECTION_KINDS)[number];
export type PlanProgramme = (typeof PLAN_PROGRAMMES)[number];

/** The programme of a subject from its education system's code (`he_hoc.ma`): CAM is Cambridge, any other national. */
export function programmeOfSystem(heHocMa: string | null | undefined): PlanProgramme {
  return heHocMa === 'CAM' ? 'cam' : 'vn';
}

export interface SectionDef {
  /** Stable key (comments and the diff refer to it). */
  ma: string;
  tieuDe: string;
  tieuDeEn: string;
  loai: SectionKind;
}
export type PlanLayouts = Record<PlanProgramme, SectionDef[]>;
/** One section of a plan as it was written: its definition at the time, and its texts by field. */
export interface PlanSectionContent extends SectionDef {
  truong: Record<string, string>;
}
export interface PlanContent {
  muc: PlanSectionContent[];
}
/** What a form sends: texts by section key, then by field (`text` for a one-text section). */
export type PlanValues = Record<string, Record<string, string>>;

const s = (ma: string, tieuDe: string, tieuDeEn: string, loai: SectionKind = 'van_ban'): SectionDef => ({
  ma,
  tieuDe,
  tieuDeEn,
  loai,
});

/** The seeded layouts (the settings answer these while never saved). */
export const DEFAULT_LAYOUTS: PlanLayouts = {
  vn: [
    s('kienThuc', 'I.1. Về kiến thức', 'I.1. Knowledge'),
    s('nangLuc', 'I.2. Về năng lực', 'I.2. Competences'),
    s('phamChat', 'I.3. Về phẩm chất', 'I.3. Qualities'),
    s('thietBi', 'II. Thiết bị dạy học và học liệu', 'II. Teaching equipment and materials'),
    s('moDau', 'III.1. Hoạt động 1: Mở đầu', 'III.1. Activity 1: Opening', 'hoat_dong'),
    s(
      'hinhThanhKienThuc',
      'III.2. Hoạt động 2: Hình thành kiến thức mới',
      'III.2. Activity 2: Forming new knowledge',
      'hoat_dong',
    ),
    s('luyenTap', 'III.3. Hoạt động 3: Luyện tập', 'III.3. Activity 3: Practice', 'hoat_dong'),
    s('vanDung', 'III.4. Hoạt động 4: Vận dụng', 'III.4. Activity 4: Application', 'hoat_dong'),
  ],
  cam: [
    s('learningObjectives', 'Mục tiêu học tập (theo khung chương trình)', 'Learning objectives (framework codes)'),
    s('successCriteria', 'Tiêu chí thành công', 'Success criteria'),
    s('resources', 'Tài liệu và thiết bị', 'Resources'),
    s('starter', 'Khởi động', 'Starter', 'hoat_dong'),
    s('mainActivities', 'Hoạt động chính', 'Main activities', 'hoat_dong'),
    s('plenary', 'Tổng kết', 'Plenary', 'hoat_dong'),
    s('assessment', 'Đánh giá vì sự tiến bộ', 'Assessment for learning'),
    s('reflection', 'Tự đánh giá sau giờ dạy', 'Reflection'),
  ],
};

export function fieldsOf(kind: SectionKind): readonly string[] {
  return kind === 'van_ban' ? ['text'] : ACTIVITY_FIELDS;
}

/** A plan's content in the given sections, its texts from `values` (missing texts empty, unknown keys ignored). */
export function buildPlanContent(sections: readonly SectionDef[], values: PlanValues = {}): PlanContent {
  return {
    muc: sections.map((def) => ({
      ma: def.ma,
      tieuDe: def.tieuDe,
      tieuDeEn: def.tieuDeEn,
      loai: def.loai,
      truong: Object.fromEntries(fieldsOf(def.loai).map((f) => [f, values[def.ma]?.[f] ?? ''])),
    })),
  };
}

export function emptyPlanContent(sections: readonly SectionDef[] = DEFAULT_LAYOUTS.vn): PlanContent {
  return buildPlanContent(sections);
}

/** A plan's texts as a form holds them. */
export function planValuesOf(content: PlanContent): PlanValues {
  return Object.fromEntries(content.muc.map((m) => [m.ma, { ...m.truong }]));
}

/** The section definitions a plan was written in. */
export function sectionsOf(content: PlanContent): SectionDef[] {
  return content.muc.map(({ ma, tieuDe, tieuDeEn, loai }) => ({ ma, tieuDe, tieuDeEn, loai }));
}

interface Layout5512 {
  mucTieu: Record<string, string>;
  thietBi: string;
  hoatDong: Record<string, Record<string, string>>;
}

/**
 * Plans written before the sections were a setting were stored in the fixed 5512 shape
 * (`{ mucTieu, thietBi, hoatDong }`); they read as the seeded national layout, so stored rows need no rewrite.
 */
export function normalisePlanContent(raw: unknown): PlanContent {
  if (raw && typeof raw === 'object' && Array.isArray((raw as PlanContent).muc)) return raw as PlanContent;
  const old = (raw ?? {}) as Partial<Layout5512>;
  const values: PlanValues = { thietBi: { text: old.thietBi ?? '' } };
  for (const [key, text] of Object.entries(old.mucTieu ?? {})) values[key] = { text };
  for (const [key, activity] of Object.entries(old.hoatDong ?? {})) values[key] = activity;
  return buildPlanContent(DEFAULT_LAYOUTS.vn, values);
}

/** Whether a plan has enough to be sent: its first section written, and one activity when the layout has any. */
export function isPlanSubmittable(content: PlanContent): boolean {
  const filled = (m: PlanSectionContent) => Object.values(m.truong).some((text) => text.trim() !== '');
  const [first] = content.muc;
  const activities = content.muc.filter((m) => m.loai === 'hoat_dong');
  return !!first && filled(first) && (activities.length === 0 || activities.some(filled));
}

export interface SectionDiff {
  section: string;
  tieuDe: string;
  tieuDeEn: string;
  changed: boolean;
  /** Per field: the earlier and the later text, only for fields that changed. */
  fields: { field: string; before: string; after: string }[];
}

/**
 * Section-by-section difference between two versions of a plan (the approver's view of a resubmission): the later
 * version's sections in order, then any the earlier one had alone; a section's title is the later version's.
 */
export function diffPlanContent(before: PlanContent, after: PlanContent): SectionDiff[] {
  const earlier = new Map(before.muc.map((m) => [m.ma, m]));
  const later = new Map(after.muc.map((m) => [m.ma, m]));
  const order = [...after.muc, ...before.muc.filter((m) => !later.has(m.ma))];
  return order.map((m) => {
    const a = earlier.get(m.ma)?.truong ?? {};
    const b = later.get(m.ma)?.truong ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((field) => (a[field] ?? '') !== (b[field] ?? ''))
      .map((field) => ({ field, before: a[field] ?? '', after: b[field] ?? '' }));
    return { section: m.ma, tieuDe: m.tieuDe, tieuDeEn: m.tieuDeEn, changed: fields.length > 0, fields };
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
