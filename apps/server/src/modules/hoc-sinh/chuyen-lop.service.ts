import type { ChuyenLopInput, ChuyenLopMonHocInput, ChuyenTruongInput } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { detectDocumentType, type Upload } from '../../lib/multipart';
import { storeFile } from '../../lib/uploads';
import { closeMembershipsOf, findOpenMembership, findSubjectClassesByIds, moveMembership } from '../lop-mon-hoc';
import * as repo from './chuyen-lop.repository';
import { enrol } from './hoc-sinh.repository';
import { openClass } from './hoc-sinh.service';

/** Enrolments are inclusive: leaving on day D means the last day in the old class is D-1. */
export const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const trangThaiLabel: Record<string, string> = {
  chuyen_truong: 'chuyển trường',
  tot_nghiep: 'tốt nghiệp',
  thoi_hoc: 'thôi học',
};

async function studentsForMove(tx: DbOrTx, ids: number[]) {
  const rows = await repo.findStudentsForMove(tx, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/**
 * Moves students to another homeroom class of the same year: the open enrolment of that year closes on the day
 * before, a new one opens on the day, both with the reason. One transaction for the whole batch.
 */
export async function moveToClass(db: Db, actor: Actor, input: ChuyenLopInput) {
  return db.transaction(async (tx) => {
    const target = await openClass(tx, input.lopQuanLyDenId, 'lopQuanLyDenId');
    const students = await studentsForMove(tx, input.hocSinhIds);
    for (const student of students) {
      if (student.trangThai !== 'dang_hoc') {
        throw badRequest('hocSinh.notStudying', {
          name: student.hoTen,
          status: trangThaiLabel[student.trangThai] ?? student.trangThai,
        });
      }
      const current = await repo.findOpenEnrolmentInYear(tx, student.id, target.namHocId);
      if (current?.lopQuanLyId === target.id)
        throw badRequest('chuyenLop.sameClass', { name: student.hoTen, lop: target.tenLop });
      if (current && current.tuNgay >= input.ngay) {
        throw badRequest('chuyenLop.dateBeforeEnrolment', { name: student.hoTen, date: current.tuNgay }, 'ngay');
      }
      if (current) await repo.closeEnrolment(tx, current.id, dayBefore(input.ngay), input.lyDo);
      await enrol(tx, { lopQuanLyId: target.id, hocSinhId: student.id, tuNgay: input.ngay, lyDo: input.lyDo });
      await audit(tx, actor, {
        action: 'chuyenLop',
        entity: 'HocSinh',
        entityId: student.id,
        before: current ? { lopQuanLyId: current.lopQuanLyId, tenLop: current.tenLop } : null,
        after: { lopQuanLyId: target.id, tenLop: target.tenLop, ngay: input.ngay },
        reason: input.lyDo,
      });
    }
    return { soHocSinh: students.length };
  });
}

/** Between two subject classes of the same subject and year; history rows stay. */
export async function moveToSubjectClass(db: Db, actor: Actor, input: ChuyenLopMonHocInput) {
  return db.transaction(async (tx) => {
    if (input.lopMonHocTuId === input.lopMonHocDenId)
      throw badRequest('chuyenLopMonHoc.sameClass', {}, 'lopMonHocDenId');
    const classes = await findSubjectClassesByIds(tx, [input.lopMonHocTuId, input.lopMonHocDenId]);
    const from = classes.find((c) => c.id === input.lopMonHocTuId);
    const to = classes.find((c) => c.id === input.lopMonHocDenId);
    if (!from) throw badRequest('chuyenLopMonHoc.lopMonHocTuId.invalid', {}, 'lopMonHocTuId');
    if (!to) throw badRequest('chuyenLopMonHoc.lopMonHocDenId.invalid', {}, 'lopMonHocDenId');
    if (from.monHocId !== to.monHocId || from.namHocId !== to.namHocId)
      throw badRequest('chuyenLopMonHoc.differentSubject');
    const students = await studentsForMove(tx, input.hocSinhIds);
    for (const student of students) {
      const current = await findOpenMembership(tx, from.id, student.id);
      if (!current) throw badRequest('chuyenLopMonHoc.notMember', { name: student.hoTen, lop: from.tenLop });
      if (current.tuNgay >= input.ngay) {
        throw badRequest('chuyenLop.dateBeforeEnrolment', { name: student.hoTen, date: current.tuNgay }, 'ngay');
      }
      await moveMembership(tx, {
        membershipId: current.id,
        hocSinhId: student.id,
        toClassId: to.id,
        lastDay: dayBefore(input.ngay),
        from: input.ngay,
        lyDo: input.lyDo,
      });
      await audit(tx, actor, {
        action: 'chuyenLopMonHoc',
        entity: 'HocSinh',
        entityId: student.id,
        before: { lopMonHocId: from.id, tenLop: from.tenLop },
        after: { lopMonHocId: to.id, tenLop: to.tenLop, ngay: input.ngay },
        reason: input.lyDo,
      });
    }
    return { soHocSinh: students.length };
  });
}

/**
 * Transfer out: closes every open enrolment (homeroom and subject classes) on the day before and sets the status.
 * Transfer in: a student who left (or a new record) joins a class from the day. The transfer row is never deleted.
 */
export async function transferSchool(db: Db, actor: Actor, input: ChuyenTruongInput) {
  return db.transaction(async (tx) => {
    const [student] = await studentsForMove(tx, [input.hocSinhId]);
    const s = student!;
    let lopQuanLyId: number | null = null;
    if (input.loai === 'di') {
      if (s.trangThai === 'chuyen_truong') throw badRequest('chuyenTruong.alreadyLeft', { name: s.hoTen });
      const lastDay = dayBefore(input.ngay);
      await repo.closeEnrolmentsOf(tx, s.id, lastDay, `Chuyển trường: ${input.lyDo}`);
      await closeMembershipsOf(tx, s.id, lastDay, `Chuyển trường: ${input.lyDo}`);
    } else {
      const open = await repo.findOpenEnrolment(tx, s.id);
      if (s.trangThai === 'dang_hoc' && open) throw badRequest('chuyenTruong.stillStudying', { name: s.hoTen });
      const cls = await openClass(tx, input.lopQuanLyId!);
      lopQuanLyId = cls.id;
      await enrol(tx, { lopQuanLyId: cls.id, hocSinhId: s.id, tuNgay: input.ngay, lyDo: `Chuyển đến: ${input.lyDo}` });
    }
    const trangThai = input.loai === 'di' ? 'chuyen_truong' : 'dang_hoc';
    await repo.setStudentStatus(tx, s.id, trangThai);
    const transferId = await repo.insertTransfer(tx, {
      hocSinhId: s.id,
      loai: input.loai,
      ngay: input.ngay,
      lyDo: input.lyDo,
      truongKhac: input.truongKhac ?? null,
      lopQuanLyId,
      nguoiThucHienId: actor.accountId,
    });
    await audit(tx, actor, {
      action: input.loai === 'di' ? 'chuyenTruongDi' : 'chuyenTruongDen',
      entity: 'HocSinh',
      entityId: s.id,
      before: { trangThai: s.trangThai },
      after: {
        trangThai,
        chuyenTruongId: transferId,
        ngay: input.ngay,
        truongKhac: input.truongKhac ?? null,
        lopQuanLyId,
      },
      reason: input.lyDo,
    });
    return transferId;
  });
}

/** Attaches documents (PDF or raster images, checked by content) to a transfer. */
export async function attachTransferDocuments(
  db: Db,
  uploadDir: string,
  actor: Actor,
  transferId: number,
  uploads: Upload[],
) {
  return db.transaction(async (tx) => {
    const transfer = await repo.findTransfer(tx, transferId);
    if (!transfer) throw notFound();
    const ids: number[] = [];
    for (const upload of uploads) {
      const mimeType = detectDocumentType(upload.buffer);
      if (!mimeType) throw badRequest('upload.badDocument', { name: upload.filename });
      const fileId = await storeFile(tx, uploadDir, {
        buffer: upload.buffer,
        mimeType,
        originalName: upload.filename,
        purpose: 'transfer-document',
        ownerAccountId: actor.accountId,
      });
      await repo.attachDocument(tx, transfer.id, fileId);
      ids.push(fileId);
    }
    await audit(tx, actor, {
      action: 'attach',
      entity: 'ChuyenTruong',
      entityId: transfer.id,
      after: { fileIds: ids },
    });
    return ids;
  });
}
