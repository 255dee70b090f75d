// The data `npm run bench:teaching` adds to the large demo school, inserted with drizzle through the schema: lesson
// plans of a department in every status, two closed teaching-survey campaigns full of answers, and the DOCX a plan
// attaches. Deterministic (a seeded generator), except the campaigns' salts.
import { createHash, randomBytes } from 'node:crypto';
import { loadTs } from './support.mjs';

const { buildDocx } = await loadTs('./apps/server/src/demo/docx.ts');
const { buildPlanContent, DEFAULT_LAYOUTS } = await loadTs('./packages/shared/src/giao-an/sections.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq, and, isNull, inArray } = await import('drizzle-orm');

let seed32 = 28;
const random = () => {
  seed32 = (seed32 * 1103515245 + 12345) % 2147483648;
  return seed32 / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** A plan's content in the national layout, every section filled (what a submitted plan holds). */
export const planValues = (topic) => ({
  kienThuc: { text: `Học sinh nêu được định nghĩa và tính chất của ${topic}.` },
  nangLuc: { text: 'Năng lực tư duy và lập luận; năng lực giao tiếp; năng lực giải quyết vấn đề.' },
  phamChat: { text: 'Chăm chỉ, trung thực, có trách nhiệm trong hoạt động nhóm.' },
  thietBi: { text: 'Máy chiếu, phiếu học tập, bảng phụ.' },
  moDau: {
    mucTieu: 'Tạo tâm thế, gợi nhu cầu tìm hiểu bài mới.',
    noiDung: `Tình huống thực tế dẫn tới ${topic}.`,
    sanPham: 'Câu trả lời dự đoán của học sinh.',
    toChuc: 'Giáo viên chiếu tình huống; học sinh thảo luận cặp đôi; đại diện trình bày.',
  },
  hinhThanhKienThuc: {
    mucTieu: `Học sinh phát hiện và phát biểu được ${topic}.`,
    noiDung: 'Phiếu học tập số 1.',
    sanPham: 'Phiếu học tập đã hoàn thành.',
    toChuc: 'Chia nhóm 4 học sinh; giáo viên hướng dẫn, chốt kiến thức.',
  },
  luyenTap: {
    mucTieu: 'Vận dụng kiến thức vừa học.',
    noiDung: 'Bài tập 1, 2, 3 sách giáo khoa.',
    sanPham: 'Lời giải bài tập.',
    toChuc: 'Học sinh làm cá nhân; lớp nhận xét.',
  },
  vanDung: {
    mucTieu: 'Liên hệ thực tế.',
    noiDung: 'Bài toán thực tế.',
    sanPham: 'Bài làm ở nhà.',
    toChuc: 'Giao về nhà.',
  },
});
const planContent = (topic) => buildPlanContent(DEFAULT_LAYOUTS.vn, planValues(topic));
export const TOPICS = [
  'hàm số bậc hai',
  'phương trình bậc hai',
  'tam thức bậc hai',
  'vectơ',
  'hệ thức lượng',
  'xác suất',
];

/** A DOCX of a lesson plan's worksheet: a title and 150 paragraphs, four to five pages once converted. */
export const worksheet = (n, tag) =>
  buildDocx(
    `Phiếu học tập ${n} — ${TOPICS[n % TOPICS.length]} (${tag})`,
    Array.from(
      { length: 150 },
      (_, i) =>
        `Câu ${i + 1}. Cho hàm số y = x² − ${i + 2}x + ${i + 1}. Lập bảng biến thiên, vẽ đồ thị, tìm giá trị lớn ` +
        'nhất và nhỏ nhất trên đoạn [0; 4], rồi trình bày lời giải đầy đủ vào vở.',
    ),
  );

/**
 * `planCount` lesson plans of the teachers of the department `totruong` (his account) heads, in the active `year`,
 * every status: mostly waiting, then approved, returned, drafts, and waiting again after a return (two versions), with
 * their versions and the head's comments. Prints what it inserted.
 */
export async function insertLessonPlans(db, { planCount, totruong, year }) {
  const started = performance.now();
  const [headStaff] = await db
    .select({ phongBanId: schema.nhanVien.phongBanId })
    .from(schema.nhanVien)
    .where(eq(schema.nhanVien.id, totruong.nhanVienId));
  const teachers = (
    await db
      .select({ id: schema.nhanVien.id })
      .from(schema.nhanVien)
      .where(and(eq(schema.nhanVien.phongBanId, headStaff.phongBanId), isNull(schema.nhanVien.deletedAt)))
  ).filter((s) => s.id !== totruong.nhanVienId);
  const taught = await db
    .select({
      nhanVienId: schema.lopMonHocGiaoVien.nhanVienId,
      id: schema.lopMonHoc.id,
      tenLop: schema.lopMonHoc.tenLop,
      monHocId: schema.monHoc.id,
      tenMonHoc: schema.monHoc.tenMonHoc,
      tenMonHocEn: schema.monHoc.tenMonHocEn,
    })
    .from(schema.lopMonHocGiaoVien)
    .innerJoin(schema.lopMonHoc, eq(schema.lopMonHoc.id, schema.lopMonHocGiaoVien.lopMonHocId))
    .innerJoin(schema.monHoc, eq(schema.monHoc.id, schema.lopMonHoc.monHocId))
    .where(
      and(
        eq(schema.lopMonHoc.namHocId, year.id),
        inArray(
          schema.lopMonHocGiaoVien.nhanVienId,
          teachers.map((s) => s.id),
        ),
      ),
    );
  const classesOf = new Map();
  for (const c of taught) classesOf.set(c.nhanVienId, [...(classesOf.get(c.nhanVienId) ?? []), c]);
  const writers = teachers.filter((s) => classesOf.has(s.id));
  const contents = TOPICS.map(planContent);
  const yearStart = Date.parse(`${year.ngayBatDau}T01:00:00Z`);
  const dayOfWeek = (tuan, offset) => new Date(yearStart + ((tuan - 1) * 7 + offset) * 86_400_000);
  const plans = [];
  for (let i = 0; i < planCount; i++) {
    const teacher = writers[i % writers.length];
    const mine = classesOf.get(teacher.id);
    const first = pick(mine);
    const classes = mine.filter((c) => c.monHocId === first.monHocId).slice(0, 1 + Math.floor(random() * 2));
    const r = random();
    // Mostly waiting; then approved, returned, drafts never sent, and waiting again after a return (two versions).
    const [trangThai, phienBan] =
      r < 0.5
        ? ['cho_duyet', 1]
        : r < 0.6
          ? ['cho_duyet', 2]
          : r < 0.8
            ? ['da_duyet', 1 + Math.floor(random() * 2)]
            : r < 0.92
              ? ['tra_lai', 1]
              : ['nhap', 0];
    const tuan = 1 + Math.floor(random() * 35);
    const topic = i % TOPICS.length;
    plans.push({
      row: {
        nhanVienId: teacher.id,
        namHocId: year.id,
        monHocId: first.monHocId,
        tenMonHoc: first.tenMonHoc,
        tenMonHocEn: first.tenMonHocEn,
        lopMonHoc: classes.map((c) => ({ id: c.id, tenLop: c.tenLop })),
        tieuDe: `Bài ${1 + (i % 60)}: ${TOPICS[topic]} (tiết ${1 + (i % 3)})`,
        tuan,
        tiet: 1 + ((tuan * 3 + i) % 140),
        noiDung: contents[topic],
        trangThai,
        phienBan,
        // Sent on one of the days before its week (some after the due date: late).
        ngayNop: phienBan > 0 ? dayOfWeek(tuan, -Math.floor(random() * 9) + 1) : null,
      },
      topic,
    });
  }
  for (let i = 0; i < plans.length; i += 500) {
    const chunk = plans.slice(i, i + 500);
    const ids = await db
      .insert(schema.giaoAn)
      .values(chunk.map((p) => p.row))
      .returning({ id: schema.giaoAn.id });
    const versions = [];
    const comments = [];
    chunk.forEach((p, k) => {
      const giaoAnId = ids[k].id;
      for (let v = 1; v <= p.row.phienBan; v++) {
        versions.push({
          giaoAnId,
          phienBan: v,
          noiDung: contents[p.topic],
          tenTep: [],
          ngayNop: new Date(p.row.ngayNop.getTime() - (p.row.phienBan - v) * 2 * 86_400_000),
        });
      }
      const decided = p.row.trangThai === 'da_duyet' || p.row.trangThai === 'tra_lai' || p.row.phienBan === 2;
      if (decided) {
        comments.push({
          giaoAnId,
          phienBan: p.row.trangThai === 'da_duyet' ? p.row.phienBan : 1,
          muc: 'chung',
          noiDung: p.row.trangThai === 'da_duyet' ? 'Giáo án đạt yêu cầu.' : 'Bổ sung bài tập phân hoá.',
          hanhDong: p.row.trangThai === 'da_duyet' ? 'approve' : 'return',
          nguoiNhanXetId: totruong.nhanVienId,
        });
      }
    });
    if (versions.length) await db.insert(schema.giaoAnPhienBan).values(versions);
    if (comments.length) await db.insert(schema.giaoAnNhanXet).values(comments);
  }
  const waiting = plans.filter((p) => p.row.trangThai === 'cho_duyet').length;
  console.log(
    `${planCount} lesson plans of ${writers.length} teachers of totruong's department (${waiting} waiting, ` +
      `${plans.filter((p) => p.row.phienBan === 0).length} drafts), inserted in ${seconds(started)} s`,
  );
}

/**
 * A closed national campaign of `answerCount` answers and a closed Cambridge one, over their subject classes of the
 * active `year`, with the uniqueness rows the answers leave. Prints what it inserted; answers the campaigns' ids.
 */
export async function insertSurveys(db, { answerCount, year }) {
  const started = performance.now();
  const QUESTIONS = {
    VN: ['Giảng bài dễ hiểu.', 'Tổ chức hoạt động.', 'Nhận xét kịp thời.', 'Lắng nghe học sinh.', 'Bài tập vừa sức.'],
    CAM: ['Explains clearly.', 'Prepares for assessments.', 'Useful feedback.'],
  };
  const COMMENTS = [
    'Bài giảng sinh động.',
    'Mong có thêm bài tập.',
    'Giảng hơi nhanh.',
    'Useful feedback.',
    '',
    '',
    '',
  ];
  const today = new Date().toISOString().slice(0, 10);
  const shift = (days) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const campaigns = {};
  for (const chuongTrinh of ['VN', 'CAM']) {
    const classes = await db.execute(sql`select l.id, cast(count(m.id) as integer) as n from lop_mon_hoc l
      join mon_hoc s on s.id = l.mon_hoc_id join he_hoc h on h.id = s.he_hoc_id
      left join lop_mon_hoc_hoc_sinh m on m.lop_mon_hoc_id = l.id and m.den_ngay is null
      where l.nam_hoc_id = ${year.id} and h.ma = ${chuongTrinh} group by l.id order by l.id`);
    const enrolled = classes.reduce((n, c) => n + c.n, 0);
    // The national campaign holds BENCH_ANSWERS answers (more than its enrolments: an upper bound); the Cambridge
    // programme is small, so its campaign holds one answer per enrolment (at most BENCH_ANSWERS).
    const answers = chuongTrinh === 'VN' ? answerCount : Math.min(answerCount, enrolled);
    const muoi = randomBytes(24).toString('hex');
    const [campaign] = await db
      .insert(schema.khaoSatGiaoVien)
      .values({
        ten: `Bench ${chuongTrinh} ${answers} answers`,
        chuongTrinh,
        namHocId: year.id,
        cauHoi: QUESTIONS[chuongTrinh],
        tuNgay: shift(-30),
        denNgay: shift(-5),
        muoi,
      })
      .returning({ id: schema.khaoSatGiaoVien.id });
    campaigns[chuongTrinh] = campaign.id;
    // Answers spread over the classes by their enrolment: answer i goes to the class holding enrolment i·n/answers.
    const rows = [];
    const bases = classes.map(() => 2 + Math.floor(random() * 3));
    for (let i = 0, k = 0, below = 0; i < answers; i++) {
      const at = ((i + 0.5) / answers) * enrolled;
      while (k < classes.length - 1 && below + classes[k].n <= at) below += classes[k++].n;
      const diem = QUESTIONS[chuongTrinh].map(() =>
        Math.max(1, Math.min(5, bases[k] + Math.round(random() * 2 - 0.6))),
      );
      rows.push({
        lopMonHocId: classes[k].id,
        diem1: diem[0],
        diem2: diem[1] ?? null,
        diem3: diem[2] ?? null,
        diem4: diem[3] ?? null,
        diem5: diem[4] ?? null,
        nhanXet: pick(COMMENTS),
        key: createHash('sha256').update(`${muoi}:${classes[k].id}:${i}`).digest('hex'),
      });
    }
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      const ids = await db
        .insert(schema.khaoSatTraLoi)
        .values(chunk.map(({ key: _, ...answer }) => ({ ...answer, khaoSatId: campaign.id })))
        .returning({ id: schema.khaoSatTraLoi.id });
      // The uniqueness rows a student's answer leaves (statistics never read them; they make the tables real-sized).
      await db
        .insert(schema.khaoSatPhieu)
        .values(chunk.map((a, k) => ({ khaoSatId: campaign.id, maHocSinh: a.key, traLoiId: ids[k].id })));
    }
    console.log(
      `closed ${chuongTrinh} campaign: ${rows.length} answers over ${classes.length} subject classes (${enrolled} enrolments)`,
    );
  }
  console.log(`survey answers inserted in ${seconds(started)} s`);
  return campaigns;
}
