import { ilike, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { loaiPhong } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { createCrudService } from '../../lib/crud-resource';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { loaiPhongResource } from './co-so-vat-chat.resources';

/**
 * The generic CRUD layer adds a resource's `scope(user)` to every read and write: a row outside it is not listed and
 * answers 404 by id, for reads, edits and deletes alike. Room types stand in for any resource; the scope here
 * ("only Admin sees laboratories") is the test's own.
 */
const service = createCrudService({
  ...loaiPhongResource,
  scope: (user) => (user.roles.includes('Admin') ? undefined : not(ilike(loaiPhong.tenLoaiPhong, '%thí nghiệm%'))),
});

const user = (roles: string[]): SessionUser => ({
  accountId: 1,
  username: 'probe',
  roles,
  permissions: [],
  nhanVienId: null,
  hocSinhId: null,
  hoTen: 'Probe',
  anhDaiDien: null,
  sessionId: 'probe',
});
const admin: Caller = { accountId: null, user: user(['Admin']) };
const teacher: Caller = { accountId: null, user: user(['GiaoVien']) };

let database: Database;
let labId: number;
let classroomId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  labId = (await service.create(database.db, admin, { tenLoaiPhong: 'Phòng thí nghiệm (probe)', tenLoaiPhongEn: null }))
    .id;
  classroomId = (await service.create(database.db, admin, { tenLoaiPhong: 'Phòng học (probe)', tenLoaiPhongEn: null }))
    .id;
});
afterAll(async () => {
  await database?.close();
});

const notFound = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.statusCode === 404);

describe('generic CRUD scope', () => {
  it('lists only the rows inside the caller’s scope, and every row without one', async () => {
    const query = { pageIndex: 1, pageSize: -1, search: 'probe' };
    const teacherIds = (await service.list(database.db, teacher, query)).items.map((r) => r.id);
    expect(teacherIds).toEqual([classroomId]);
    const adminIds = (await service.list(database.db, admin, query)).items.map((r) => r.id);
    expect(adminIds.sort()).toEqual([labId, classroomId].sort());
  });

  it('answers 404 for a row outside the scope, for reading, editing and deleting', async () => {
    await notFound(service.get(database.db, teacher, labId));
    await notFound(service.update(database.db, teacher, labId, { tenLoaiPhong: 'Đổi tên', tenLoaiPhongEn: null }));
    await notFound(service.remove(database.db, teacher, labId));
    expect((await service.get(database.db, admin, labId)).tenLoaiPhong).toBe('Phòng thí nghiệm (probe)');
    expect((await service.get(database.db, teacher, classroomId)).tenLoaiPhong).toBe('Phòng học (probe)');
  });
});
