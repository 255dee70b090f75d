import { compareNames, nameSortKey } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hocSinh, nhanVien } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Person = { id: number; hoTen: string; version?: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every page of a list as the screens read it (default order, 20 a page), page by page. */
async function pagesOf(url: string, as = 'admin'): Promise<string[][]> {
  const pages: string[][] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const { body } = await t.api<Page<Person>>(
      'GET',
      `${url}${url.includes('?') ? '&' : '?'}pageSize=20&pageIndex=${pageIndex}`,
      {
        as,
      },
    );
    pages.push(body.data.items.map((p) => p.hoTen));
    if (pageIndex * 20 >= body.data.totalCount) return pages;
  }
}

const pageOfName = (pages: string[][], name: string) => pages.findIndex((p) => p.includes(name)) + 1;
const isInNameOrder = (names: string[]) => names.every((n, i) => i === 0 || compareNames(names[i - 1]!, n) <= 0);

describe('lists of people in Vietnamese order', () => {
  const names = [
    'Đỗ Đức Cường',
    'Bùi Bảo Yến',
    'Bùi Bảo Đạt',
    'Huỳnh Văn Nam',
    'Hồ Văn Nam',
    'Lê Văn Hùng',
    'Lê Minh Hải',
  ];

  beforeAll(async () => {
    for (const [i, hoTen] of names.entries()) {
      const created = await t.api('POST', '/api/HocSinh', {
        as: 'admin',
        body: { maHocSinh: `VNORD${i}`, hoTen, lopQuanLyId: null },
      });
      expect(created.status).toBe(200);
    }
  });

  it('students: by given name, then the rest, across pages', async () => {
    const pages = await pagesOf('/api/HocSinh/danhSachHocSinh');
    const all = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(isInNameOrder(all)).toBe(true);
    // "Cường" starts with C: among the first pages, never the last one.
    expect(pageOfName(pages, 'Đỗ Đức Cường')).toBeLessThan(pages.length);
    const at = (name: string) => all.indexOf(name);
    expect(at('Bùi Bảo Đạt')).toBeLessThan(at('Bùi Bảo Yến'));
    expect(at('Hồ Văn Nam')).toBeLessThan(at('Huỳnh Văn Nam'));
    expect(at('Lê Minh Hải')).toBeLessThan(at('Lê Văn Hùng'));
    // Sorting by the name column asks for the same order, and its reverse.
    expect((await pagesOf('/api/HocSinh/danhSachHocSinh?sort=hoTen')).flat()).toEqual(all);
    const reversed = (await pagesOf('/api/HocSinh/danhSachHocSinh?sort=-hoTen')).flat();
    expect(isInNameOrder([...reversed].reverse())).toBe(true);
  });

  it('a renamed student moves to the place of the new name', async () => {
    const found = await t.api<Page<Person>>('GET', '/api/HocSinh/danhSachHocSinh?search=VNORD0', { as: 'admin' });
    const student = found.body.data.items[0]!;
    const renamed = await t.api('PUT', `/api/HocSinh/${student.id}`, {
      as: 'admin',
      body: { maHocSinh: 'VNORD0', hoTen: 'Đỗ Đức Ý', version: student.version },
    });
    expect(renamed.status).toBe(200);
    const all = (await pagesOf('/api/HocSinh/danhSachHocSinh')).flat();
    expect(isInNameOrder(all)).toBe(true);
    expect(all.indexOf('Đỗ Đức Ý')).toBeGreaterThan(all.indexOf('Bùi Bảo Đạt'));
  });

  it('staff, the directories and accounts', async () => {
    for (const [url, as] of [
      ['/api/NhanVien/danhSachNhanVien', 'admin'],
      ['/api/DanhBa/danhSachNhanVien', 'giaovien'],
      ['/api/DanhBa/danhSachHocSinh', 'giaovien'],
    ] as const) {
      const all = (await pagesOf(url, as)).flat();
      expect(all.length, url).toBeGreaterThan(20);
      expect(isInNameOrder(all), url).toBe(true);
    }
    const accounts = (await pagesOf('/api/TaiKhoan/danhSachTaiKhoan')).flat().filter(Boolean);
    expect(isInNameOrder(accounts)).toBe(true);
  });

  it('stores the key of every name the demo school wrote', async () => {
    for (const table of [hocSinh, nhanVien]) {
      const rows = await t.db.select({ hoTen: table.hoTen, key: table.hoTenSapXep }).from(table);
      expect(rows.filter((r) => r.key !== nameSortKey(r.hoTen))).toEqual([]);
    }
  });
});
