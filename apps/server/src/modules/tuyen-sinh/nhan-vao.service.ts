import type { HoSoTuyenSinhInput, TrangThaiHoSo } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { detectDocumentType } from '../../lib/multipart';
import { schoolToday } from '../../lib/school-date';
import { discardBlobIfUnused, recordFile, storeBlob } from '../../lib/uploads';
import { findActiveYear } from '../nam-hoc';
import { acceptsType, maxBytesOf, nextYearName } from './tuyen-sinh.policy';
import * as repo from './tuyen-sinh.repository';

/** `files.purpose` of admissions documents: only the admissions office downloads them, each download audit-logged. */
export const ADMISSION_DOCUMENT_PURPOSE = 'admission-document';
export const ENTITY = 'HoSoTuyenSinh';

interface CheckedDocument {
  loai: string;
  tenTep: string;
  buffer: Buffer;
  mimeType: string;
}

/** Decodes and checks each document before anything is written: size per kind (413), type from the bytes (400). */
function checkDocuments(input: HoSoTuyenSinhInput): CheckedDocument[] {
  return input.taiLieu.map((doc, i) => {
    const max = maxBytesOf(doc.loai);
    // base64 is 4 characters per 3 bytes: refuse an oversized document before decoding it.
    if (Math.floor((doc.noiDung.length * 3) / 4) > max + 2) {
      throw new AppError(413, 'tuyenSinh.taiLieu.tooLarge', { name: doc.tenTep, max: max / 1024 / 1024 });
    }
    const buffer = Buffer.from(doc.noiDung, 'base64');
    if (buffer.length > max) {
      throw new AppError(413, 'tuyenSinh.taiLieu.tooLarge', { name: doc.tenTep, max: max / 1024 / 1024 });
    }
    const mimeType = detectDocumentType(buffer);
    if (!mimeType || !acceptsType(doc.loai, mimeType)) {
      throw badRequest('tuyenSinh.taiLieu.type', { name: doc.tenTep }, `taiLieu.${i}.noiDung`);
    }
    return { loai: doc.loai, tenTep: doc.tenTep, buffer, mimeType };
  });
}

export interface Received {
  id: number;
  maHoSo: string;
  trangThai: TrangThaiHoSo;
  taoMoi: boolean;
}

/**
 * Records a submitted application with its documents in one transaction, its first history row and the audit row.
 * From the public site (`maHoSoNguon` set) a known id answers the application already made (`taoMoi: false`); the
 * unique index decides a race between two posts of one id.
 */
export async function receiveApplication(
  db: Db,
  uploadDir: string,
  actor: Actor & { hoTen: string | null },
  input: HoSoTuyenSinhInput & { maHoSoNguon?: string },
): Promise<Received> {
  const maHoSoNguon = input.maHoSoNguon ?? null;
  if (maHoSoNguon) {
    const known = await repo.findBySourceId(db, maHoSoNguon);
    if (known) return { ...known, trangThai: known.trangThai as TrangThaiHoSo, taoMoi: false };
  }
  const documents = checkDocuments(input);
  const stored = await Promise.all(documents.map((d) => storeBlob(uploadDir, d.buffer)));
  const year = await findActiveYear(db);
  try {
    return await db.transaction(async (tx) => {
      const created = await repo.insertApplication(tx, {
        maHoSoNguon,
        nguon: maHoSoNguon ? 'web' : 'vanPhong',
        namHocDuTuyen: nextYearName(year?.tenNamHoc, schoolToday()),
        hoTen: input.hoTen,
        ngaySinh: input.ngaySinh,
        gioiTinh: input.gioiTinh ?? null,
        diaChi: input.diaChi,
        chuongTrinh: input.chuongTrinh,
        khoi: input.khoi,
        truongCu: input.truongCu,
        ghiChu: input.ghiChu,
        phuHuynh: input.phuHuynh,
      });
      if (!created) {
        const known = (await repo.findBySourceId(tx, maHoSoNguon ?? ''))!;
        return { ...known, trangThai: known.trangThai as TrangThaiHoSo, taoMoi: false };
      }
      for (const [i, doc] of documents.entries()) {
        const tepId = await recordFile(tx, {
          sha256: stored[i]!,
          size: doc.buffer.length,
          mimeType: doc.mimeType,
          originalName: doc.tenTep,
          purpose: ADMISSION_DOCUMENT_PURPOSE,
          // No owner: every download must pass the purpose's policy (and its audit row).
          ownerAccountId: null,
        });
        await repo.insertDocument(tx, created.id, doc.loai, tepId);
      }
      await repo.insertHistory(tx, {
        hoSoId: created.id,
        tuTrangThai: null,
        denTrangThai: 'daNop',
        taiKhoanId: actor.accountId,
        nguoiThucHien: actor.hoTen,
        ghiChu: null,
      });
      const { taiLieu, ...fields } = input;
      await audit(tx, actor, {
        action: 'create',
        entity: ENTITY,
        entityId: created.id,
        after: {
          ...fields,
          taiLieu: documents.map((d) => ({ loai: d.loai, tenTep: d.tenTep, size: d.buffer.length })),
        },
      });
      return { ...created, trangThai: 'daNop' as const, taoMoi: true };
    });
  } finally {
    for (const sha of stored) await discardBlobIfUnused(db, uploadDir, sha);
  }
}

/** The office enters an application by hand (no site id). */
export function enterApplication(
  db: Db,
  uploadDir: string,
  actor: Actor & { hoTen: string },
  input: HoSoTuyenSinhInput,
) {
  return receiveApplication(db, uploadDir, actor, input);
}
