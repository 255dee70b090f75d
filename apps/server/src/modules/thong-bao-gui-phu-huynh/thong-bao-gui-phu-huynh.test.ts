import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Row {
  id: number;
  ten: string;
  moTa: string | null;
  version: number;
}
interface Page {
  items: Row[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = async (as: string, ten: string) => {
  const res = await t.api<Row>('POST', '/api/ThongBaoGuiPhuHuynh', { as, body: { ten, moTa: null } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('ThongBaoGuiPhuHuynh API', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh')).status).toBe(401);
    expect((await t.api('POST', '/api/ThongBaoGuiPhuHuynh', { body: { ten: 'x' } })).status).toBe(401);
  });

  it('creates, lists, edits with the version and deletes a record of ones own', async () => {
    const created = await create('giaovien', 'Bản ghi thử nghiệm');
    const listed = await t.api<Page>('GET', '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?search=thu nghiem', {
      as: 'giaovien',
    });
    expect(listed.body.data.items.map((r) => r.id)).toContain(created.id);

    const edited = await t.api<Row>('PUT', `/api/ThongBaoGuiPhuHuynh/${created.id}`, {
      as: 'giaovien',
      body: { ten: 'Đã sửa', moTa: 'Mô tả', version: created.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ten: 'Đã sửa', moTa: 'Mô tả', version: created.version + 1 });
    const stale = await t.api('PUT', `/api/ThongBaoGuiPhuHuynh/${created.id}`, {
      as: 'giaovien',
      body: { ten: 'Cũ', version: created.version },
    });
    expect(stale.status).toBe(409);

    expect((await t.api('DELETE', `/api/ThongBaoGuiPhuHuynh/${created.id}`, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', `/api/ThongBaoGuiPhuHuynh/${created.id}`, { as: 'giaovien' })).status).toBe(404);
  });

  it('hides another account’s record behind 404 and leaves it out of lists; Admin sees every record', async () => {
    const mine = await create('giaovien', 'Của giáo viên');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.api(method, `/api/ThongBaoGuiPhuHuynh/${mine.id}`, {
        as: 'gvcn',
        body: method === 'PUT' ? { ten: 'Chiếm', version: mine.version } : undefined,
      });
      expect(res.status).toBe(404);
    }
    const theirs = await t.api<Page>('GET', '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?pageSize=-1', {
      as: 'gvcn',
    });
    expect(theirs.body.data.items.map((r) => r.id)).not.toContain(mine.id);
    const admin = await t.api<Page>('GET', '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?pageSize=-1', {
      as: 'admin',
    });
    expect(admin.body.data.items.map((r) => r.id)).toContain(mine.id);
  });

  it('answers bad input with a readable 400 in the request’s language', async () => {
    const res = await t.api('POST', '/api/ThongBaoGuiPhuHuynh', { as: 'giaovien', body: { ten: ' ' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Please enter a name.');
  });
});
