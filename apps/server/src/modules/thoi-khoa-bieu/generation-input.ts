import type { Infeasibility, Placement, SolverActivity, SolverInput, SolverTeacher } from './solver';

/** What a generation reads from the database, already fetched (so the translation is pure and tested alone). */
export interface GenerationData {
  settings: { soNgayHoc: number; soTietNgay: number; soTietSang: number; soTuanNam: number; tietCam: Slot[] };
  hocKyId: number;
  assignments: {
    id: number;
    monHocId: number;
    lopQuanLyId: number | null;
    hocKyId: number | null;
    soTietNam: number;
    giaoVienIds: number[];
  }[];
  classes: { id: number; phongId: number | null; gvcnId: number | null }[];
  rooms: { id: number; loaiPhongId: number }[];
  subjects: Map<number, { loaiPhongId: number | null; tietDoi: boolean; monNang: boolean }>;
  unavailable: { nhanVienId: number; thu: number; tiet: number }[];
  preferred: { nhanVienId: number; thu: number }[];
  /** Mixed groups (no homeroom class): the homeroom classes their members come from. */
  mixedSets?: Map<number, number[]>;
}
interface Slot {
  day: number;
  period: number;
}

/** A lesson to store, from one placement. */
export interface PlacedLesson {
  lopMonHocId: number | null;
  lopQuanLyId: number | null;
  hoatDong: 'chao_co' | 'sinh_hoat_lop' | null;
  thu: number;
  tiet: number;
  soTiet: number;
  phongId: number | null;
  giaoVienIds: number[];
  coDinh: boolean;
}

/**
 * A pin is also expressed as a stand-in teacher who is unavailable everywhere but the pinned slot: any solver that
 * honours unavailability (the first-fit placeholder included) then keeps the activity there. Stand-ins are negative
 * ids and never stored.
 */
const PIN_TEACHER_BASE = -1_000_000;

/** The flag ceremony opens the week; the class meeting closes it (last day, last morning period). */
export function pinnedSlots(settings: GenerationData['settings']) {
  return {
    chao_co: { day: 0, period: 0 },
    sinh_hoat_lop: { day: settings.soNgayHoc - 1, period: Math.max(0, settings.soTietSang - 1) },
  } as const;
}

/** Periods per week of a subject class from its periods per year (rounded; at least 1 when it has any). */
export function periodsPerWeek(soTietNam: number, soTuanNam: number): number {
  if (soTietNam <= 0) return 0;
  return Math.max(1, Math.round(soTietNam / soTuanNam));
}

/** The year's assignments for one term as the solver's input: pinned activities first, then the hardest lessons. */
export function buildSolverInput(data: GenerationData, options: { timeLimitMs?: number; seed?: number } = {}) {
  const { settings } = data;
  const days = settings.soNgayHoc;
  const periods = settings.soTietNgay;
  const roomTypeOf = (loaiPhongId: number | null) => (loaiPhongId === null ? null : String(loaiPhongId));
  const classById = new Map(data.classes.map((c) => [c.id, c]));
  const pinned: SolverActivity[] = [];
  const teachers = new Map<number, SolverTeacher>();
  const teacher = (id: number) => {
    let found = teachers.get(id);
    if (!found) {
      found = { id, unavailable: [] };
      teachers.set(id, found);
    }
    return found;
  };
  const slots = pinnedSlots(settings);
  // A teacher who is homeroom teacher of several classes cannot hold all their class meetings in one slot: the
  // meetings then stay pinned for the classes only.
  const homerooms = new Map<number, number>();
  for (const cls of data.classes)
    if (cls.gvcnId !== null) homerooms.set(cls.gvcnId, (homerooms.get(cls.gvcnId) ?? 0) + 1);
  for (const cls of data.classes) {
    for (const hoatDong of ['chao_co', 'sinh_hoat_lop'] as const) {
      const slot = slots[hoatDong];
      const standIn = teacher(PIN_TEACHER_BASE - cls.id * 2 - (hoatDong === 'chao_co' ? 0 : 1));
      for (let day = 0; day < days; day++)
        for (let period = 0; period < periods; period++)
          if (day !== slot.day || period !== slot.period) standIn.unavailable.push({ day, period });
      pinned.push({
        id: `hd:${hoatDong}:${cls.id}`,
        subjectId: 0,
        teacherIds: [
          standIn.id,
          ...(hoatDong === 'sinh_hoat_lop' && cls.gvcnId !== null && homerooms.get(cls.gvcnId) === 1
            ? [teacher(cls.gvcnId).id]
            : []),
        ],
        studentSetIds: [cls.id],
        duration: 1,
        perWeek: 1,
        homeRoomId: hoatDong === 'chao_co' ? null : cls.phongId,
        pinned: [slot],
      });
    }
  }
  const lessons: SolverActivity[] = [];
  for (const a of data.assignments) {
    if (a.hocKyId !== null && a.hocKyId !== data.hocKyId) continue;
    const n = periodsPerWeek(a.soTietNam, settings.soTuanNam);
    if (n === 0) continue;
    for (const id of a.giaoVienIds) teacher(id);
    const subject = data.subjects.get(a.monHocId);
    const homeRoomId = a.lopQuanLyId === null ? null : (classById.get(a.lopQuanLyId)?.phongId ?? null);
    const common = {
      subjectId: a.monHocId,
      teacherIds: a.giaoVienIds,
      studentSetIds: a.lopQuanLyId !== null ? [a.lopQuanLyId] : (data.mixedSets?.get(a.id) ?? [-a.id]),
      roomType: roomTypeOf(subject?.loaiPhongId ?? null),
      homeRoomId,
      heavy: subject?.monNang ?? false,
    };
    const doubles = subject?.tietDoi ? Math.floor(n / 2) : Math.max(0, n - days);
    const singles = n - doubles * 2;
    if (doubles > 0)
      lessons.push({ ...common, id: `lmh:${a.id}:d:${a.lopQuanLyId ?? 0}`, duration: 2, perWeek: doubles });
    if (singles > 0)
      lessons.push({ ...common, id: `lmh:${a.id}:s:${a.lopQuanLyId ?? 0}`, duration: 1, perWeek: singles });
  }
  lessons.sort((x, y) => y.duration - x.duration || y.perWeek - x.perWeek || (x.id < y.id ? -1 : 1));
  for (const u of data.unavailable) teacher(u.nhanVienId).unavailable.push({ day: u.thu, period: u.tiet });
  for (const p of data.preferred) {
    const found = teacher(p.nhanVienId);
    found.preferredDays = [...(found.preferredDays ?? []), p.thu];
  }
  const input: SolverInput = {
    days,
    periodsPerDay: periods,
    morningPeriods: settings.soTietSang,
    forbiddenSlots: settings.tietCam,
    teachers: [...teachers.values()],
    rooms: data.rooms.map((r) => ({ id: r.id, type: roomTypeOf(r.loaiPhongId) })),
    activities: [...pinned, ...lessons],
    timeLimitMs: options.timeLimitMs,
    seed: options.seed,
  };
  return input;
}

/** The lessons to store from the solver's placements (stand-in teachers dropped). */
export function lessonsFromPlacements(input: SolverInput, placements: Placement[]): PlacedLesson[] {
  const byId = new Map(input.activities.map((a) => [a.id, a]));
  return placements.flatMap((p): PlacedLesson[] => {
    const activity = byId.get(p.activityId);
    if (!activity) return [];
    // Activity ids: `hd:<activity>:<class>` or `lmh:<subject class>:<d|s>:<homeroom class or 0>`.
    const [kind, what, id, homeroom] = p.activityId.split(':');
    const teacherIds = activity.teacherIds.filter((t) => t > 0);
    if (kind === 'hd')
      return [
        {
          lopMonHocId: null,
          lopQuanLyId: Number(id),
          hoatDong: what as 'chao_co' | 'sinh_hoat_lop',
          thu: p.day,
          tiet: p.period,
          soTiet: 1,
          phongId: p.roomId,
          giaoVienIds: teacherIds,
          coDinh: true,
        },
      ];
    return [
      {
        lopMonHocId: Number(what),
        lopQuanLyId: Number(homeroom) || null,
        hoatDong: null,
        thu: p.day,
        tiet: p.period,
        soTiet: activity.duration,
        phongId: p.roomId,
        giaoVienIds: teacherIds,
        coDinh: false,
      },
    ];
  });
}

/** An infeasibility with ids turned into the subject classes, classes and teachers people know (stand-ins dropped). */
export interface StoredReason {
  constraint: Infeasibility['constraint'];
  lopMonHocIds: number[];
  lopQuanLyIds: number[];
  nhanVienIds: number[];
}

/** The reasons with the classes and teachers of the activities they name added (a solver may name only those). */
export function storedReasons(input: SolverInput, reasons: Infeasibility[]): StoredReason[] {
  const byId = new Map(input.activities.map((a) => [a.id, a]));
  return reasons.map((r) => {
    const activities = r.activityIds.flatMap((id) => byId.get(id) ?? []);
    return {
      constraint: r.constraint,
      lopMonHocIds: [...new Set(r.activityIds.filter((a) => a.startsWith('lmh:')).map((a) => Number(a.split(':')[1])))],
      lopQuanLyIds: [
        ...new Set([...r.studentSetIds, ...activities.flatMap((a) => a.studentSetIds)].filter((s) => s > 0)),
      ],
      nhanVienIds: [...new Set([...r.teacherIds, ...activities.flatMap((a) => a.teacherIds)].filter((t) => t > 0))],
    };
  });
}
