#!/usr/bin/env node
// `npm run bench:teaching`: the teaching-quality figures of issue 28, on PostgreSQL (127.0.0.1:5432, or
// BENCH_DATABASE_URL's server) with the LARGE demo school, through the built server's API:
//   - DOCX → PDF preview (GET /api/GiaoAn/tep/:id/xemTruoc): `giaovien` makes a plan, attaches a DOCX of a few pages
//     and submits it through the API; the department head `totruong` opens the preview. The first request of the run
//     (LibreOffice headless converts it), the first requests of BENCH_DOCUMENTS more new files one after another and of
//     three new files at once (one conversion at a time), then cached requests (p50/p99 over BENCH_RUNS). Meanwhile the
//     resident memory (VmRSS) of the server process and of LibreOffice (the server's child processes), sampled every
//     20 ms: before, peak during the conversions, and after;
//   - the approval queue (GET /api/GiaoAn/danhSachCanDuyet as `totruong`, 20 a page under the screen's status filters,
//     sorts, a search and deep pages in turn) over BENCH_PLANS (default 10,000) plans of the department's teachers in
//     every status, and the counts per teacher above it (GET thongKeGiaoVien) — p50/p99 ms;
//   - the survey statistics as `baocao` sees them on baoCao/thongKeKhaoSatGiaoVienVN and …GiaoVien (Cambridge): a closed
//     national campaign of BENCH_ANSWERS (default 50,000) answers and a closed Cambridge one answered once per
//     enrolment of its classes — the campaign list (GET danhSachKhaoSat), the statistics per question, teacher and
//     department (GET thongKe), the Excel export (a few, under its rate limit) — and a teacher's own results
//     (GET ketQuaCuaToi as `giaovien`) — p50/p99 ms.
// Needs `npm run build` first. Prints figures; asserts nothing. Creates its own database and drops it. BENCH_TEMPLATE=<name>
// keeps the seeded large school in that database (seeded on the first run) and starts later runs from a copy of it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlOf, loadTs, ms, percentile, root, startPortal, stopProcess } from './support.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 100);
const planCount = Number(process.env.BENCH_PLANS ?? 10_000);
const answerCount = Number(process.env.BENCH_ANSWERS ?? 50_000);
const documents = Number(process.env.BENCH_DOCUMENTS ?? 4);
const name = `hpl_bench_teaching_${randomBytes(4).toString('hex')}`;
const urlOf = (db) => databaseUrlOf(adminUrl, db);

const { openPostgres } = await loadTs('./apps/server/src/db/client.ts');
const { migrateDatabase } = await loadTs('./apps/server/src/db/migrate.ts');
const { generateDemoSchool } = await loadTs('./apps/server/src/demo/generator.ts');
const { buildDocx } = await loadTs('./apps/server/src/demo/docx.ts');
const { buildPlanContent, DEFAULT_LAYOUTS } = await loadTs('./packages/shared/src/giao-an/sections.ts');
const schema = await loadTs('./apps/server/src/db/schema/index.ts');
const { sql, eq, and, isNull, inArray } = await import('drizzle-orm');

const template = process.env.BENCH_TEMPLATE;
const admin = await openPostgres(adminUrl, { max: 1 });
const seeding =
  !template || (await admin.db.execute(sql`select 1 from pg_database where datname = ${template}`)).length === 0;
async function seed(db) {
  await admin.db.execute(sql.raw(`CREATE DATABASE ${db}`));
  const seeded = await openPostgres(urlOf(db), { max: 8 });
  await migrateDatabase(seeded);
  const started = performance.now();
  const summary = await generateDemoSchool(seeded.db, `/tmp/${db}-uploads`, 'large');
  console.log(
    `large demo school: ${summary.students} students, ${summary.staff} staff, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return seeded;
}

let seed32 = 28;
const random = () => {
  seed32 = (seed32 * 1103515245 + 12345) % 2147483648;
  return seed32 / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const figures = (times) =>
  `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;

/** A plan's content in the national layout, every section filled (what a submitted plan holds). */
const planValues = (topic) => ({
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
const TOPICS = ['hàm số bậc hai', 'phương trình bậc hai', 'tam thức bậc hai', 'vectơ', 'hệ thức lượng', 'xác suất'];

/** A DOCX of a lesson plan's worksheet: a title and 150 paragraphs, four to five pages once converted. */
const worksheet = (n) =>
  buildDocx(
    `Phiếu học tập ${n} — ${TOPICS[n % TOPICS.length]} (${name})`,
    Array.from(
      { length: 150 },
      (_, i) =>
        `Câu ${i + 1}. Cho hàm số y = x² − ${i + 2}x + ${i + 1}. Lập bảng biến thiên, vẽ đồ thị, tìm giá trị lớn ` +
        'nhất và nhỏ nhất trên đoạn [0; 4], rồi trình bày lời giải đầy đủ vào vở.',
    ),
  );

/** VmRSS of a process in KB (0 once it is gone). */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
/** Every process below `pid` (LibreOffice's launcher script, oosplash and soffice.bin under the server). */
function descendantsOf(pid) {
  const found = [];
  const stack = [pid];
  while (stack.length > 0) {
    const parent = stack.pop();
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        // The thread ended meanwhile.
      }
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child);
        stack.push(child);
      }
    }
  }
  return found;
}
/** Samples the server's RSS and its children's (summed) every 20 ms; `peak()` answers the peaks since the last call. */
function memorySampler(pid) {
  let server = 0;
  let office = 0;
  const timer = setInterval(() => {
    server = Math.max(server, rssOf(pid));
    office = Math.max(
      office,
      descendantsOf(pid).reduce((sum, child) => sum + rssOf(child), 0),
    );
  }, 20);
  return {
    peak() {
      const result = { server, office };
      server = 0;
      office = 0;
      return result;
    },
    stop: () => clearInterval(timer),
  };
}
const mb = (kb) => `${Math.round(kb / 1024)} MB`;

let database;
let server;
let dataDir;
if (!template) database = await seed(name);
else {
  if (seeding) await (await seed(template)).close();
  else console.log(`large demo school copied from ${template}`);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  database = await openPostgres(urlOf(name), { max: 8 });
}
try {
  const db = database.db;
  const account = async (username) =>
    (
      await db
        .select({ id: schema.taiKhoan.id, nhanVienId: schema.taiKhoan.nhanVienId })
        .from(schema.taiKhoan)
        .where(eq(schema.taiKhoan.username, username))
    )[0];
  const [giaovien, totruong, baocao] = [await account('giaovien'), await account('totruong'), await account('baocao')];
  const [year] = await db
    .select({ id: schema.namHoc.id, ngayBatDau: schema.namHoc.ngayBatDau })
    .from(schema.namHoc)
    .where(eq(schema.namHoc.isActive, true));

  // ── 1. BENCH_PLANS lesson plans of the teachers of totruong's department (he heads it), every status ──
  let started = performance.now();
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

  // ── 2. Two closed campaigns (national, Cambridge) of BENCH_ANSWERS answers each, over their subject classes ──
  started = performance.now();
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
  await db.execute(sql`analyze`);

  // ── The built server, with a session per user ──
  const { SessionStore } = await loadTs('./apps/server/src/modules/auth/session-store.ts');
  const sessions = new SessionStore(db);
  const expires = new Date(Date.now() + 3_600_000);
  const cookies = {
    giaovien: `Authorization=${await sessions.create(giaovien.id, {}, expires)}`,
    totruong: `Authorization=${await sessions.create(totruong.id, {}, expires)}`,
    baocao: `Authorization=${await sessions.create(baocao.id, {}, expires)}`,
  };
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hpl-bench-teaching-'));
  server = await startPortal(path.join(root, 'apps/server/dist/main.js'), dataDir, {
    env: { DATABASE_URL: urlOf(name), DEMO: 'false' },
  });
  const request = async (as, method, url, body) => {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        cookie: cookies[as],
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const took = performance.now() - t0;
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${bytes.toString().slice(0, 300)}`);
    const json = response.headers.get('content-type')?.startsWith('application/json');
    return { payload: json ? JSON.parse(bytes.toString()) : bytes, bytes: bytes.length, ms: took };
  };
  const get = (as, url) => request(as, 'GET', url);

  // ── DOCX → PDF preview, with the memory of the server and of LibreOffice ──
  const myClasses = (await get('giaovien', '/api/GiaoAn/lopMonHocCuaToi')).payload.data;
  /** A plan of giaovien with a new DOCX attached, submitted: the head may now preview the file. */
  const submittedFile = async (n) => {
    const created = await request('giaovien', 'POST', '/api/GiaoAn', {
      tieuDe: `Xem trước ${n}`,
      lopMonHocIds: [myClasses[0].id],
      tuan: 12,
      tiet: 24,
      noiDung: planValues(TOPICS[n % TOPICS.length]),
    });
    const form = new FormData();
    form.append('file', new Blob([worksheet(n)]), `phieu-hoc-tap-${n}.docx`);
    const withFile = await request('giaovien', 'POST', `/api/GiaoAn/${created.payload.data.id}/tep`, form);
    const plan = withFile.payload.data;
    await request('giaovien', 'POST', `/api/GiaoAn/${plan.id}/nop`, { version: plan.version });
    return plan.tep[0];
  };
  const files = [];
  for (let n = 0; n < documents + 4; n++) files.push(await submittedFile(n));
  const { size: docxBytes } = new Blob([worksheet(0)]);
  const preview = (as, file) => get(as, `/api/GiaoAn/tep/${file.id}/xemTruoc`);
  const sampler = memorySampler(server.child.pid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = sampler.peak();
  const first = await preview('totruong', files[0]);
  const firstPeak = sampler.peak();
  const firstOnes = [];
  for (const file of files.slice(1, 1 + documents)) firstOnes.push((await preview('totruong', file)).ms);
  const laterPeak = sampler.peak();
  const t0 = performance.now();
  const together = await Promise.all(files.slice(1 + documents).map((file) => preview('totruong', file)));
  const togetherMs = performance.now() - t0;
  const togetherPeak = sampler.peak();
  const cached = [];
  for (let run = 0; run < runs; run++) {
    cached.push((await preview(run % 2 ? 'giaovien' : 'totruong', files[run % files.length])).ms);
  }
  const cachedPeak = sampler.peak();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = sampler.peak();
  sampler.stop();
  console.log(
    `DOCX → PDF preview (GET xemTruoc as the department head; a ${Math.round(docxBytes / 1024)} KB DOCX of 150 ` +
      `paragraphs → a ${Math.round(first.bytes / 1024)} KB PDF):`,
  );
  console.log(`  first request of the run (LibreOffice converts): ${ms(first.ms)}`);
  console.log(`  first requests of ${documents} more new files, one after another: ${figures(firstOnes)}`);
  console.log(
    `  ${together.length} new files at once (one conversion at a time): all answered in ${ms(togetherMs)}, ` +
      `slowest ${ms(Math.max(...together.map((r) => r.ms)))}`,
  );
  console.log(`  cached, ${runs} requests (the head and the teacher in turn): ${figures(cached)}`);
  console.log(
    `  memory (VmRSS): server ${mb(before.server)} before; during the first conversion server peak ` +
      `${mb(firstPeak.server)}, LibreOffice peak ${mb(firstPeak.office)}; during the later ones server peak ` +
      `${mb(Math.max(laterPeak.server, togetherPeak.server))}, LibreOffice peak ` +
      `${mb(Math.max(laterPeak.office, togetherPeak.office))}; cached requests server peak ${mb(cachedPeak.server)}; ` +
      `2 s after: server ${mb(after.server)}, LibreOffice ${mb(after.office)}`,
  );

  // ── The approval queue ──
  const search = encodeURIComponent('bậc hai');
  const queueQueries = [
    '',
    '&trangThai=cho_duyet',
    '&trangThai=da_duyet',
    '&trangThai=tra_lai',
    '&sort=-ngayNop',
    '&sort=tieuDe',
    '&sort=tuan&trangThai=cho_duyet',
    `&search=${search}`,
  ];
  for (const q of queueQueries) await get('totruong', `/api/GiaoAn/danhSachCanDuyet?pageIndex=1&pageSize=20${q}`);
  const queue = [];
  let queued = 0;
  for (let run = 0; run < runs; run++) {
    const q = queueQueries[run % queueQueries.length];
    // Mostly the first pages; every fifth request a deep one.
    const page = run % 5 === 4 ? 100 + (run % 150) : 1 + (run % 3);
    const { payload, ms: took } = await get(
      'totruong',
      `/api/GiaoAn/danhSachCanDuyet?pageIndex=${page}&pageSize=20${q}`,
    );
    if (q === '') queued = payload.data.totalCount;
    queue.push(took);
  }
  console.log(
    `approval queue (GET danhSachCanDuyet as totruong, 20 a page, ${queueQueries.length} filters/sorts/search in turn, ` +
      `first pages and deep ones; ${queued} plans in it unfiltered), ${runs} requests: ${figures(queue)}`,
  );
  const counts = [];
  let teachersCounted = 0;
  for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
    const { payload, ms: took } = await get('totruong', '/api/GiaoAn/thongKeGiaoVien');
    teachersCounted = payload.data.length;
    counts.push(took);
  }
  console.log(
    `counts per teacher above the queue (GET thongKeGiaoVien, ${teachersCounted} teachers), ${counts.length} requests: ${figures(counts)}`,
  );

  // ── Survey statistics ──
  for (const [chuongTrinh, screen] of [
    ['VN', 'thongKeKhaoSatGiaoVienVN'],
    ['CAM', 'thongKeKhaoSatGiaoVien'],
  ]) {
    const list = [];
    for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
      list.push(
        (await get('baocao', `/api/KhaoSatGiaoVien/danhSachKhaoSat?chuongTrinh=${chuongTrinh}&pageSize=-1`)).ms,
      );
    }
    const stats = [];
    let shape = '';
    for (let run = 0; run < runs; run++) {
      const { payload, ms: took } = await get(
        'baocao',
        `/api/KhaoSatGiaoVien/thongKe?khaoSatId=${campaigns[chuongTrinh]}`,
      );
      const d = payload.data;
      shape = `${d.khaoSat.soPhieu} answers, ${d.cauHoi.length} questions, ${d.giaoVien.length} teachers, ${d.phongBan.length} departments`;
      stats.push(took);
    }
    console.log(`baoCao/${screen} (as baocao):`);
    console.log(
      `  campaign list (GET danhSachKhaoSat?chuongTrinh=${chuongTrinh}), ${list.length} requests: ${figures(list)}`,
    );
    console.log(`  statistics (GET thongKe: ${shape}), ${runs} requests: ${figures(stats)}`);
  }
  // The export is limited to 10 a minute per user: four of each campaign, 8 in all.
  const exports = [];
  let exportBytes = 0;
  for (let run = 0; run < 8; run++) {
    const r = await get(
      'baocao',
      `/api/KhaoSatGiaoVien/thongKe/xuatExcel?khaoSatId=${campaigns[run % 2 ? 'CAM' : 'VN']}`,
    );
    exportBytes = Math.max(exportBytes, r.bytes);
    exports.push(r.ms);
  }
  console.log(
    `statistics Excel export (GET thongKe/xuatExcel, both campaigns in turn, up to ${Math.round(exportBytes / 1024)} KB), ` +
      `${exports.length} requests: ${figures(exports)}`,
  );
  const own = [];
  let shown = '';
  for (let run = 0; run < Math.max(20, Math.round(runs / 2)); run++) {
    const { payload, ms: took } = await get('giaovien', '/api/KhaoSatGiaoVien/ketQuaCuaToi');
    shown = `${payload.data.length} closed campaigns, ${payload.data.reduce((n, c) => n + c.soPhieu, 0)} answers about them`;
    own.push(took);
  }
  console.log(
    `a teacher's own results (GET ketQuaCuaToi as giaovien: ${shown}), ${own.length} requests: ${figures(own)}`,
  );
} finally {
  if (server) await stopProcess(server.child);
  await database.close();
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (!template) rmSync(`/tmp/${name}-uploads`, { recursive: true, force: true });
}
