/**
 * The lesson-analysis criteria of Official Letter 5555/BGDĐT-GDTrH (2014), used as the observation rubric: three
 * groups — the plan and materials, how the students' learning is organised, the students' learning itself — of four
 * criteria each, scored 1–4 by default. (The issue makes the rubric, and its score scale, a school setting; this is
 * its seeded content.)
 */
export const RUBRIC = [
  {
    key: 'keHoach',
    criteria: ['keHoach1', 'keHoach2', 'keHoach3', 'keHoach4'],
  },
  {
    key: 'toChuc',
    criteria: ['toChuc1', 'toChuc2', 'toChuc3', 'toChuc4'],
  },
  {
    key: 'hocSinh',
    criteria: ['hocSinh1', 'hocSinh2', 'hocSinh3', 'hocSinh4'],
  },
] as const;

export type RubricCriterion = (typeof RUBRIC)[number]['criteria'][number];
export const RUBRIC_CRITERIA: readonly RubricCriterion[] = RUBRIC.flatMap((g) => g.criteria);

/**
 * The score scale of a rubric: every criterion is scored with a whole number from `diemToiThieu` to `diemToiDa`. A
 * school setting kept beside the criteria (1–4 until changed); an observation keeps the scale it was scheduled with.
 */
export interface ScoreScale {
  diemToiThieu: number;
  diemToiDa: number;
}
export const DEFAULT_SCALE: ScoreScale = { diemToiThieu: 1, diemToiDa: 4 };
/** The bounds every scale stays within (the scores are radio buttons on the minute: at most eleven of them). */
export const SCORE_FLOOR = 0;
export const SCORE_CEILING = 10;

/** The whole scores of a scale, lowest first. */
export function scoresOf(scale: ScoreScale): number[] {
  return Array.from({ length: scale.diemToiDa - scale.diemToiThieu + 1 }, (_, i) => scale.diemToiThieu + i);
}

/** A value of one scale (a mean score) expressed on another, linearly: the lowest maps to the lowest, and so on. */
export function onScale(value: number, from: ScoreScale, to: ScoreScale): number {
  if (from.diemToiThieu === to.diemToiThieu && from.diemToiDa === to.diemToiDa) return value;
  const share = (value - from.diemToiThieu) / (from.diemToiDa - from.diemToiThieu);
  return to.diemToiThieu + share * (to.diemToiDa - to.diemToiThieu);
}

/** The texts of the criteria, in both languages (the screens and the print view read them). */
export const RUBRIC_TEXT: Record<RubricCriterion | (typeof RUBRIC)[number]['key'], { vi: string; en: string }> = {
  keHoach: { vi: '1. Kế hoạch và tài liệu dạy học', en: '1. The lesson plan and teaching materials' },
  keHoach1: {
    vi: 'Mức độ phù hợp của chuỗi hoạt động học với mục tiêu, nội dung và phương pháp dạy học được sử dụng.',
    en: 'How well the sequence of learning activities fits the objectives, content and teaching methods used.',
  },
  keHoach2: {
    vi: 'Mức độ rõ ràng của mục tiêu, nội dung, kĩ thuật tổ chức và sản phẩm cần đạt được của mỗi nhiệm vụ học tập.',
    en: 'How clear the aim, content, organisation technique and expected product of each learning task are.',
  },
  keHoach3: {
    vi: 'Mức độ phù hợp của thiết bị dạy học và học liệu được sử dụng để tổ chức các hoạt động học của học sinh.',
    en: "How well the equipment and materials used suit the students' learning activities.",
  },
  keHoach4: {
    vi: 'Mức độ hợp lí của phương án kiểm tra, đánh giá trong quá trình tổ chức hoạt động học của học sinh.',
    en: 'How sound the checks and assessment during the learning activities are.',
  },
  toChuc: { vi: '2. Tổ chức hoạt động học cho học sinh', en: "2. Organising the students' learning" },
  toChuc1: {
    vi: 'Mức độ sinh động, hấp dẫn học sinh của phương pháp và hình thức chuyển giao nhiệm vụ học tập.',
    en: 'How lively and engaging the way learning tasks are handed to the students is.',
  },
  toChuc2: {
    vi: 'Khả năng theo dõi, quan sát, phát hiện kịp thời những khó khăn của học sinh.',
    en: "How well the teacher follows, observes and spots the students' difficulties in time.",
  },
  toChuc3: {
    vi: 'Mức độ phù hợp, hiệu quả của các biện pháp hỗ trợ và khuyến khích học sinh hợp tác, giúp đỡ nhau khi thực hiện nhiệm vụ học tập.',
    en: 'How suitable and effective the support is, and the encouragement of students to cooperate and help each other.',
  },
  toChuc4: {
    vi: 'Mức độ hiệu quả hoạt động của giáo viên trong việc tổng hợp, phân tích, đánh giá kết quả hoạt động và quá trình thảo luận của học sinh.',
    en: "How effectively the teacher sums up, analyses and assesses the students' results and discussion.",
  },
  hocSinh: { vi: '3. Hoạt động của học sinh', en: "3. The students' learning" },
  hocSinh1: {
    vi: 'Khả năng tiếp nhận và sẵn sàng thực hiện nhiệm vụ học tập của tất cả học sinh trong lớp.',
    en: 'How readily every student in the class takes up the learning tasks.',
  },
  hocSinh2: {
    vi: 'Mức độ tích cực, chủ động, sáng tạo, hợp tác của học sinh trong việc thực hiện các nhiệm vụ học tập.',
    en: 'How active, self-directed, creative and cooperative the students are in their tasks.',
  },
  hocSinh3: {
    vi: 'Mức độ tham gia tích cực của học sinh trong trình bày, trao đổi, thảo luận về kết quả thực hiện nhiệm vụ học tập.',
    en: 'How actively the students present, exchange and discuss the results of their tasks.',
  },
  hocSinh4: {
    vi: 'Mức độ đúng đắn, chính xác, phù hợp của các kết quả thực hiện nhiệm vụ học tập của học sinh.',
    en: "How correct, precise and suitable the students' results are.",
  },
};

/** One criterion of the school's rubric: a stable key (scores are stored under it) and its text in both languages. */
export interface RubricCriterionDef {
  ma: string;
  noiDung: string;
  noiDungEn: string;
}
export interface RubricGroupDef {
  ma: string;
  tieuDe: string;
  tieuDeEn: string;
  tieuChi: RubricCriterionDef[];
}
/**
 * The observation rubric as a school setting (`du_gio_cai_dat`), seeded with the 5555 criteria above. An observation
 * keeps the rubric it was scheduled with, so changing the setting never changes a minute already under way.
 */
export type RubricDef = RubricGroupDef[];

export const DEFAULT_RUBRIC: RubricDef = RUBRIC.map((group) => ({
  ma: group.key,
  tieuDe: RUBRIC_TEXT[group.key].vi,
  tieuDeEn: RUBRIC_TEXT[group.key].en,
  tieuChi: group.criteria.map((c) => ({ ma: c, noiDung: RUBRIC_TEXT[c].vi, noiDungEn: RUBRIC_TEXT[c].en })),
}));

/** The criterion keys of a rubric, in order. */
export function criteriaOf(rubric: RubricDef): string[] {
  return rubric.flatMap((g) => g.tieuChi.map((c) => c.ma));
}
