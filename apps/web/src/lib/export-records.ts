import { api, type Query, saveBlob } from './api';

/** Excel export of what the list shows: the same filters, search and sort, every page. */
export async function exportRecords(path: string, query: Query, fileName: string): Promise<void> {
  const { pageIndex: _page, pageSize: _size, ...filters } = query;
  const blob = await api.download(path, { query: filters, timeoutMs: 60_000 });
  saveBlob(blob, `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
