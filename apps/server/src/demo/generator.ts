import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { refreshPlannerStatistics } from '../db/statistics';
import { nameValues } from '../lib/name-order';
import { schoolToday } from '../lib/school-date';
import { storeFile } from '../lib/uploads';
import { seedObservations } from './bien-ban-du-gio';
import { seedChatBotDocuments } from './chat-bot-documents';
import { seedTransfers } from './chuyen-truong';
import { seedDiemCam } from './diem-cam';
import { seedDiemCamCauHinh } from './diem-cam-cau-hinh';
import { seedDiemVn } from './diem-vn';
import { seedDiemVnTieuHoc } from './diem-vn-tieu-hoc';
import { seedLeaveRequests } from './don-nghi-phep';
import { seedLessonPlans } from './giao-an';
import { seedProfessionalRecords } from './ho-so-chuyen-mon';
import { seedTeachingAssignments } from './phan-cong-giang-day';
import { asciiName, createRandom, demoEmail, initialsAvatar, isoDate, vietnameseName } from './random';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEPARTMENTS, type DemoSize, SIZES, SUBJECTS } from './school-data';
import { seedSchoolLife } from './school-life';
import { seedSubstitutions, seedTimetable } from './thoi-khoa-bieu';

const SEED = 20_261_121;
const BATCH = 500;

async function insertBatches<T>(tx: DbOrTx, table: Parameters<DbOrTx['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
}

function capOf(grade: number): 'tieu_hoc' | 'thcs' | 'thpt' {
  return grade <= 5 ? 'tieu_hoc' : grade <= 9 ? 'thcs' : 'thpt';
}

/** The staff code and the demo account username of generated people are derived from their sequence number. */
const staffCode = (n: number) => `NV${String(n).padStart(4, '0')}`;
const studentCode = (n: number) => `HS${String(n).padStart(5, '0')}`;

export interface DemoSummary {
  staff: number;
  students: number;
  classes: number;
  subjectClasses: number;
  accounts: number;
}

/**
 * Builds the demo school in one transaction: two academic years (the later one active) with two terms each, both
 * education systems, grade levels 1–12, buildings, rooms, departments, staff and students with avatars, homeroom
 * and subject classes, and an account for every person (the named demo accounts of the README among them).
 * Attendance runs to `asOf` (today by default): the school has no records of days to come.
 */
export async function generateDemoSchool(
  db: Db,
  uploadDir: string,
  size: DemoSize,
  asOf: string = schoolToday(),
): Promise<DemoSummary> {
  const random = createRandom(SEED);
  const shape = SIZES[size];
  const passwordHash = await hash(DEMO_PASSWORD);

  const summary = await db.transaction(async (tx) => {
    // Academic years: the school year runs from September to May; today (Nov 2026) is in 2026-2027.
    const years = await tx
      .insert(t.namHoc)
      .values([
        {
          tenNamHoc: '2025-2026',
          isActive: false,
          isClosed: true,
          ngayBatDau: '2025-09-05',
          ngayKetThuc: '2026-05-31',
        },
        { tenNamHoc: '2026-2027', isActive: true, ngayBatDau: '2026-09-05', ngayKetThuc: '2027-05-31' },
      ])
      .returning({ id: t.namHoc.id, ten: t.namHoc.tenNamHoc });
    const [previousYear, currentYear] = years as [{ id: number; ten: string }, { id: number; ten: string }];
    await tx.insert(t.hocKy).values([
      {
        namHocId: previousYear.id,
        tenHocKy: 'Học kỳ I',
        thuTu: 1,
        ngayBatDau: '2025-09-05',
        ngayKetThuc: '2026-01-15',
      },
      {
        namHocId: previousYear.id,
        tenHocKy: 'Học kỳ II',
        thuTu: 2,
        ngayBatDau: '2026-01-19',
        ngayKetThuc: '2026-05-31',
      },
      { namHocId: currentYear.id, tenHocKy: 'Học kỳ I', thuTu: 1, ngayBatDau: '2026-09-05', ngayKetThuc: '2027-01-15' },
      {
        namHocId: currentYear.id,
        tenHocKy: 'Học kỳ II',
        thuTu: 2,
        ngayBatDau: '2027-01-18',
        ngayKetThuc: '2027-05-31',
      },
    ]);
    await tx.insert(t.ngayNghi).values([
      { namHocId: currentYear.id, tuNgay: '2026-11-20', denNgay: '2026-11-20', ten: 'Ngày Nhà giáo Việt Nam' },
      { namHocId: currentYear.id, tuNgay: '2027-01-01', denNgay: '2027-01-01', ten: 'Tết Dương lịch' },
      { namHocId: currentYear.id, tuNgay: '2027-02-01', denNgay: '2027-02-12', ten: 'Nghỉ Tết Nguyên đán' },
      { namHocId: currentYear.id, tuNgay: '2027-04-16', denNgay: '2027-04-16', ten: 'Giỗ Tổ Hùng Vương' },
      {
        namHocId: currentYear.id,
        tuNgay: '2027-04-30',
        denNgay: '2027-05-01',
        ten: 'Ngày Giải phóng và Quốc tế Lao động',
      },
      { namHocId: previousYear.id, tuNgay: '2026-02-09', denNgay: '2026-02-20', ten: 'Nghỉ Tết Nguyên đán' },
    ]);

    const systems = await tx
      .insert(t.heHoc)
      .values([
        { ma: 'VN', tenHeHoc: 'Chương trình Quốc gia', tenHeHocEn: 'National curriculum' },
        { ma: 'CAM', tenHeHoc: 'Chương trình Cambridge', tenHeHocEn: 'Cambridge programme' },
      ])
      .returning({ id: t.heHoc.id, ma: t.heHoc.ma });
    const systemId = Object.fromEntries(systems.map((s) => [s.ma, s.id])) as Record<'VN' | 'CAM', number>;
    const grades = await tx
      .insert(t.khoi)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          tenKhoi: `Khối ${i + 1}`,
          tenKhoiEn: `Grade ${i + 1}`,
          thuTu: i + 1,
          capHoc: capOf(i + 1),
        })),
      )
      .returning({ id: t.khoi.id, thuTu: t.khoi.thuTu });
    await tx.insert(t.khoiHeHoc).values(
      grades.flatMap((g) => [
        { khoiId: g.id, heHocId: systemId.VN },
        { khoiId: g.id, heHocId: systemId.CAM },
      ]),
    );
    const [school] = await tx
      .insert(t.truongHoc)
      .values({
        tenTruong: 'Trường Liên cấp HPL',
        diaChi: '12 Đường Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
        capHoc: ['tieu_hoc', 'thcs', 'thpt'],
      })
      .returning({ id: t.truongHoc.id });

    // Buildings → floors → rooms: enough classrooms for every homeroom class plus labs and halls.
    const roomTypes = await tx
      .insert(t.loaiPhong)
      .values(
        [
          ['Phòng học', 'Classroom'],
          ['Phòng thí nghiệm', 'Laboratory'],
          ['Phòng máy tính', 'Computer room'],
          ['Phòng chức năng', 'Special-purpose room'],
          ['Hội trường', 'Assembly hall'],
        ].map(([ten, en]) => ({ tenLoaiPhong: ten!, tenLoaiPhongEn: en! })),
      )
      .returning({ id: t.loaiPhong.id });
    const classesNeeded = 12 * (shape.classesPerGrade.VN + shape.classesPerGrade.CAM);
    const buildingCount = Math.max(2, Math.ceil(classesNeeded / 30));
    const classrooms: number[] = [];
    for (let b = 0; b < buildingCount; b++) {
      const [building] = await tx
        .insert(t.toaNha)
        .values({ truongHocId: school!.id, tenToaNha: `Tòa ${String.fromCharCode(65 + b)}` })
        .returning({ id: t.toaNha.id });
      const floors = await tx
        .insert(t.tangToaNha)
        .values(
          Array.from({ length: 5 }, (_, f) => ({ toaNhaId: building!.id, tenTang: `Tầng ${f + 1}`, thuTu: f + 1 })),
        )
        .returning({ id: t.tangToaNha.id, thuTu: t.tangToaNha.thuTu });
      for (const floor of floors) {
        const rooms = Array.from({ length: 7 }, (_, r) => {
          const special = r === 6;
          return {
            tenPhong: `${String.fromCharCode(65 + b)}${floor.thuTu}0${r + 1}`,
            tangId: floor.id,
            loaiPhongId: special ? roomTypes[1 + (floor.thuTu % 3)]!.id : roomTypes[0]!.id,
            sucChua: special ? 30 : 36,
          };
        });
        const inserted = await tx
          .insert(t.phong)
          .values(rooms)
          .returning({ id: t.phong.id, loai: t.phong.loaiPhongId });
        classrooms.push(...inserted.filter((r) => r.loai === roomTypes[0]!.id).map((r) => r.id));
      }
    }

    const departments = await tx
      .insert(t.phongBan)
      .values(DEPARTMENTS.map((d) => ({ tenPhongBan: d.ten, tenPhongBanEn: d.en, loai: d.loai })))
      .returning({ id: t.phongBan.id });
    const deptId = Object.fromEntries(DEPARTMENTS.map((d, i) => [d.key, departments[i]!.id])) as Record<string, number>;

    const subjects = await tx
      .insert(t.monHoc)
      .values(
        SUBJECTS.map((s) => ({
          maMonHoc: s.ma,
          tenMonHoc: s.ten,
          tenMonHocEn: s.en,
          heHocId: systemId[s.he],
          soTietTuan: s.tiet,
          hinhThucDanhGia: s.danhGia,
          maSyllabus: s.syllabus ?? null,
        })),
      )
      .returning({ id: t.monHoc.id, ma: t.monHoc.maMonHoc });
    const subjectId = Object.fromEntries(subjects.map((s) => [s.ma, s.id]));

    // Staff: the named demo accounts first, then generated teachers spread over the departments.
    const avatarCache = new Map<string, number>();
    const avatarOf = async (hoTen: string) => {
      const cached = avatarCache.get(hoTen);
      if (cached) return cached;
      const id = await storeFile(tx, uploadDir, {
        buffer: initialsAvatar(hoTen),
        mimeType: 'image/svg+xml',
        originalName: `${asciiName(hoTen).replace(/\s+/g, '-').toLowerCase()}.svg`,
        purpose: 'avatar',
      });
      avatarCache.set(hoTen, id);
      return id;
    };
    const staffRows: (typeof t.nhanVien.$inferInsert & { dept: string })[] = [];
    const namedStaff = DEMO_ACCOUNTS.filter((a) => a.person.kind === 'staff');
    const teachingDepts = DEPARTMENTS.filter((d) => d.loai === 'to_chuyen_mon').map((d) => d.key);
    for (let n = 1; n <= Math.max(shape.staff, namedStaff.length + DEPARTMENTS.length); n++) {
      const named = namedStaff[n - 1];
      const person = named?.person.kind === 'staff' ? named.person : null;
      const generated = vietnameseName(random);
      const hoTen = person?.hoTen ?? generated.hoTen;
      const dept =
        person?.dept ??
        (n <= namedStaff.length + DEPARTMENTS.length
          ? DEPARTMENTS[(n - namedStaff.length - 1) % DEPARTMENTS.length]!.key
          : random.pick(teachingDepts));
      const email = demoEmail(hoTen, n, 'hpl.edu.vn');
      staffRows.push({
        maNhanVien: staffCode(n),
        ...nameValues(hoTen),
        gioiTinh: person?.gioiTinh ?? generated.gioiTinh,
        ngaySinh: isoDate(random.int(1968, 1998), random.int(1, 12), random.int(1, 28)),
        email,
        dienThoai: `09${random.int(10_000_000, 99_999_999)}`,
        phongBanId: deptId[dept]!,
        ...(person
          ? { chucVu: person.chucVu, chucVuEn: person.chucVuEn }
          : DEPARTMENTS.find((d) => d.key === dept)!.loai === 'to_chuyen_mon'
            ? { chucVu: 'Giáo viên', chucVuEn: 'Teacher' }
            : { chucVu: 'Nhân viên', chucVuEn: 'Staff member' }),
        ngayVaoLam: isoDate(random.int(2008, 2025), random.int(1, 12), random.int(1, 28)),
        anhDaiDien: await avatarOf(hoTen),
        dept,
      });
    }
    const staff = await tx
      .insert(t.nhanVien)
      .values(staffRows.map(({ dept: _dept, ...row }) => row))
      .returning({ id: t.nhanVien.id, phongBanId: t.nhanVien.phongBanId, hoTen: t.nhanVien.hoTen });
    const staffByName = new Map(staff.map((s) => [s.hoTen, s.id]));
    // Department heads: the named heads, otherwise the first generated member.
    for (const d of DEPARTMENTS) {
      const namedHead = namedStaff.find((a) => a.person.kind === 'staff' && a.person.head && a.person.dept === d.key);
      const headId =
        namedHead?.person.kind === 'staff'
          ? staffByName.get(namedHead.person.hoTen)
          : staff.find((s, i) => s.phongBanId === deptId[d.key] && i >= namedStaff.length)?.id;
      if (headId) await tx.update(t.phongBan).set({ truongPhongId: headId }).where(eq(t.phongBan.id, deptId[d.key]!));
    }
    const teachersOf = (dept: string) => staff.filter((s) => s.phongBanId === deptId[dept]).map((s) => s.id);
    const gvcnId = staffByName.get('Lê Thị Hồng Nhung')!;
    const giaovienId = staffByName.get('Nguyễn Văn An')!;

    // Homeroom classes of both years, students enrolled; a student moves up a grade between the years.
    let studentSeq = 0;
    const homeroomTeachers = staff.slice(namedStaff.length).map((s) => s.id);
    let homeroomCursor = 0;
    let roomCursor = 0;
    const currentClasses: { id: number; grade: number; system: 'VN' | 'CAM'; students: number[] }[] = [];
    const studentIds: number[] = [];
    const enrolments: (typeof t.lopQuanLyHocSinh.$inferInsert)[] = [];
    for (let grade = 1; grade <= 12; grade++) {
      for (const system of ['VN', 'CAM'] as const) {
        for (let c = 1; c <= shape.classesPerGrade[system]; c++) {
          const tenLop = `${grade}${system === 'VN' ? 'A' : 'C'}${c}`;
          const isDemoClass = grade === 10 && system === 'VN' && c === 1;
          const [cls] = await tx
            .insert(t.lopQuanLy)
            .values({
              namHocId: currentYear.id,
              khoiId: grades[grade - 1]!.id,
              heHocId: systemId[system],
              tenLop,
              phongId: classrooms[roomCursor++ % classrooms.length]!,
              gvcnId: isDemoClass ? gvcnId : homeroomTeachers[homeroomCursor++ % homeroomTeachers.length]!,
            })
            .returning({ id: t.lopQuanLy.id });
          const people = Array.from({ length: shape.studentsPerClass }, () => {
            studentSeq++;
            const name = vietnameseName(random);
            return {
              maHocSinh: studentCode(studentSeq),
              ...nameValues(name.hoTen),
              gioiTinh: name.gioiTinh,
              ngaySinh: isoDate(2026 - 6 - grade + (random.chance(0.9) ? 0 : -1), random.int(1, 12), random.int(1, 28)),
              email: `${studentCode(studentSeq).toLowerCase()}@student.hpl.edu.vn`,
              diaChi: `${random.int(1, 300)} ${random.pick(['Lê Lợi', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Trần Hưng Đạo', 'Phạm Văn Đồng', 'Võ Văn Kiệt'])}, TP. Hồ Chí Minh`,
              ghiChuSucKhoe: random.chance(0.08)
                ? random.pick(['Dị ứng hải sản', 'Hen suyễn nhẹ', 'Cận thị', 'Dị ứng đậu phộng'])
                : null,
              anhDaiDien: null as number | null,
            };
          });
          for (const p of people) p.anhDaiDien = await avatarOf(p.hoTen);
          const inserted = await tx
            .insert(t.hocSinh)
            .values(people)
            .returning({ id: t.hocSinh.id, hoTen: t.hocSinh.hoTen });
          const ids = inserted.map((s) => s.id);
          studentIds.push(...ids);
          for (const id of ids) enrolments.push({ lopQuanLyId: cls!.id, hocSinhId: id, tuNgay: '2026-09-05' });
          currentClasses.push({ id: cls!.id, grade, system, students: ids });
          const parents = inserted.flatMap((s) => {
            // Children take their father's family name; a mother keeps her own. Guardians' e-mails are on a reserved
            // domain (example.edu.vn): notices to parents never reach a real box.
            const mailOf = (hoTen: string) => demoEmail(hoTen, s.id, 'example.edu.vn');
            const family = s.hoTen.split(' ')[0];
            const cha = `${family} ${vietnameseName(random, 'nam').hoTen.split(' ').slice(1).join(' ')}`;
            const dienThoaiCha = `09${random.int(10_000_000, 99_999_999)}`;
            const me = vietnameseName(random, 'nu').hoTen;
            return [
              { hocSinhId: s.id, quanHe: 'cha', hoTen: cha, dienThoai: dienThoaiCha, email: mailOf(cha) },
              {
                hocSinhId: s.id,
                quanHe: 'mẹ',
                hoTen: me,
                dienThoai: `08${random.int(10_000_000, 99_999_999)}`,
                email: mailOf(me),
              },
            ];
          });
          await insertBatches(tx, t.phuHuynh, parents);
        }
      }
    }
    // Last year's classes: everyone but grade 1 was one grade lower (history a profile shows).
    for (const cls of currentClasses.filter((c) => c.grade > 1)) {
      const [previous] = await tx
        .insert(t.lopQuanLy)
        .values({
          namHocId: previousYear.id,
          khoiId: grades[cls.grade - 2]!.id,
          heHocId: systemId[cls.system],
          tenLop: `${cls.grade - 1}${cls.system === 'VN' ? 'A' : 'C'}${currentClasses.filter((c) => c.grade === cls.grade && c.system === cls.system).indexOf(cls) + 1}`,
          phongId: classrooms[roomCursor++ % classrooms.length]!,
          gvcnId: homeroomTeachers[homeroomCursor++ % homeroomTeachers.length]!,
        })
        .returning({ id: t.lopQuanLy.id });
      for (const id of cls.students) {
        enrolments.push({
          lopQuanLyId: previous!.id,
          hocSinhId: id,
          tuNgay: '2025-09-05',
          denNgay: '2026-05-31',
          lyDo: 'Lên lớp',
        });
      }
    }
    await insertBatches(tx, t.lopQuanLyHocSinh, enrolments);

    // Subject classes of the current year: one per homeroom class and subject of its level and system.
    let subjectClasses = 0;
    const teacherCursor = new Map<string, number>();
    const memberships: (typeof t.lopMonHocHocSinh.$inferInsert)[] = [];
    const assignments: (typeof t.lopMonHocGiaoVien.$inferInsert)[] = [];
    for (const cls of currentClasses) {
      const offered = SUBJECTS.filter(
        (s) =>
          s.caps.includes(capOf(cls.grade)) &&
          (s.he === cls.system || (cls.system === 'CAM' && s.he === 'VN' && s.ma === 'VAN')),
      );
      const created = await tx
        .insert(t.lopMonHoc)
        .values(
          offered.map((s) => ({
            namHocId: currentYear.id,
            hocKyId: null,
            monHocId: subjectId[s.ma]!,
            lopQuanLyId: cls.id,
            tenLop: `${s.ten} - ${cls.grade}${cls.system === 'VN' ? 'A' : 'C'}`,
            soTietNam: s.tiet * 35,
          })),
        )
        .returning({ id: t.lopMonHoc.id, monHocId: t.lopMonHoc.monHocId });
      subjectClasses += created.length;
      for (const [i, row] of created.entries()) {
        const fact = offered[i]!;
        const isDemo = cls.id === currentClasses.find((c) => c.grade === 10 && c.system === 'VN')?.id;
        let teacher: number;
        if (isDemo && fact.ma === 'TOAN') teacher = giaovienId;
        else if (isDemo && fact.ma === 'VAN') teacher = gvcnId;
        else {
          const pool = teachersOf(fact.dept);
          const cursor = teacherCursor.get(fact.dept) ?? 0;
          teacherCursor.set(fact.dept, cursor + 1);
          teacher = pool[cursor % pool.length] ?? giaovienId;
        }
        assignments.push({ lopMonHocId: row.id, nhanVienId: teacher });
        for (const student of cls.students)
          memberships.push({ lopMonHocId: row.id, hocSinhId: student, tuNgay: '2026-09-05' });
      }
    }
    await insertBatches(tx, t.lopMonHocGiaoVien, assignments);
    await insertBatches(tx, t.lopMonHocHocSinh, memberships);
    const namedIds = new Set(staff.slice(0, namedStaff.length).map((s) => s.id));
    const generatedIn = (dept: string) => teachersOf(dept).filter((id) => !namedIds.has(id));
    // The mathematics deputy decides the head's own lesson plans (giao-an's second approver).
    const mathDeputy = generatedIn('toan')[0];
    if (mathDeputy) await tx.insert(t.phongBanPhoPhong).values({ phongBanId: deptId.toan!, nhanVienId: mathDeputy });
    await seedTeachingAssignments(
      tx,
      { previous: previousYear.id, current: currentYear.id },
      {
        head: staffByName.get('Phạm Minh Tuấn')!,
        deputy: mathDeputy,
        probationary: generatedIn('van')[0],
        mother: generatedIn('khtn')[0],
      },
    );

    // Accounts: the named demo accounts, then one per remaining person, all with the one demo password.
    const demoStudent = currentClasses.find((c) => c.grade === 10 && c.system === 'VN')!.students[0]!;
    const accountRows: (typeof t.taiKhoan.$inferInsert)[] = DEMO_ACCOUNTS.map((a) => ({
      username: a.username,
      passwordHash,
      roles: a.roles,
      permissions: a.permissions,
      nhanVienId: a.person.kind === 'staff' ? staffByName.get(a.person.hoTen)! : null,
      hocSinhId: a.person.kind === 'student' ? demoStudent : null,
    }));
    const named = new Set(accountRows.map((a) => a.nhanVienId ?? -a.hocSinhId!));
    staff.forEach((s, i) => {
      if (!named.has(s.id))
        accountRows.push({
          username: staffCode(i + 1).toLowerCase(),
          passwordHash,
          roles: ['GiaoVien'],
          nhanVienId: s.id,
        });
    });
    studentIds.forEach((id, i) => {
      if (!named.has(-id))
        accountRows.push({
          username: studentCode(i + 1).toLowerCase(),
          passwordHash,
          roles: ['HocSinh'],
          hocSinhId: id,
        });
    });
    await insertBatches(tx, t.taiKhoan, accountRows);
    // Before grades and leave: the timetable may move a teacher's surplus classes to colleagues first.
    const timetableStarted = performance.now();
    const timetable = { ...(await seedTimetable(tx)), ms: Math.round(performance.now() - timetableStarted) };
    await (await import('./attendance')).generateAttendance(tx, size, asOf);
    await seedLeaveRequests(tx);
    await seedLessonPlans(tx, uploadDir);
    await seedObservations(tx);
    await seedProfessionalRecords(tx, uploadDir);
    const substitutions = await seedSubstitutions(tx, asOf);
    await seedDiemVn(tx);
    await seedDiemVnTieuHoc(tx);
    await seedDiemCam(tx);
    await seedDiemCamCauHinh(tx);
    await seedTransfers(tx);
    await seedSchoolLife(tx, uploadDir, size, asOf);

    return {
      staff: staff.length,
      students: studentIds.length,
      classes: currentClasses.length,
      subjectClasses,
      accounts: accountRows.length,
      timetable: { ...timetable, substitutions },
    };
  });
  await seedChatBotDocuments(db, uploadDir);
  // Without fresh statistics the student list re-runs its enrolment subquery per row (≈ 1.5 s instead of ≈ 0.1 s).
  await refreshPlannerStatistics(db);
  return summary;
}
