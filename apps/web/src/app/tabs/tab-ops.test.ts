import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  finishRefresh,
  openTab,
  parseStoredTabs,
  parseStoredTitles,
  startRefresh,
  type TabPage,
  toKeyPath,
} from './tab-ops';

const tab = (path: string, extra: Partial<TabPage> = {}): TabPage => ({
  keyPath: path.toLowerCase(),
  fullPath: path,
  path,
  title: path.slice(1) || 'home',
  loading: false,
  unclose: false,
  cachedKey: 0,
  ...extra,
});
const keys = (tabs: TabPage[]) => tabs.map((t) => t.keyPath);
const abcd = [tab('/home', { unclose: true }), tab('/a'), tab('/b'), tab('/c')];

describe('tab operations', () => {
  it('keys tabs by lower-cased path without trailing slash', () => {
    expect(toKeyPath('/Quanly/NamHoc/')).toBe('/quanly/namhoc');
    expect(toKeyPath('/')).toBe('/');
  });

  it('opens a tab once and remembers its latest address', () => {
    const once = openTab([], tab('/a'), true);
    const again = openTab(once, tab('/a', { fullPath: '/a?pageIndex=2' }), true);
    expect(keys(again)).toEqual(['/a']);
    expect(again[0]?.fullPath).toBe('/a?pageIndex=2');
    expect(keys(openTab(again, tab('/b'), true))).toEqual(['/a', '/b']);
  });

  it('keeps only one tab with multi pages off', () => {
    expect(keys(openTab(abcd, tab('/x'), false))).toEqual(['/x']);
  });

  it('closes a tab and activates its right neighbour, or the left one at the end', () => {
    expect(closeTab(abcd, '/b', '/b')).toMatchObject({ activate: '/c' });
    expect(closeTab(abcd, '/c', '/c')).toMatchObject({ activate: '/b' });
    expect(closeTab(abcd, '/a', '/c').activate).toBeUndefined();
  });

  it('refuses to close the last tab or an unclosable one', () => {
    expect(closeTab([tab('/a')], '/a', '/a')).toMatchObject({ refused: 'lastTab', tabs: [tab('/a')] });
    expect(closeTab(abcd, '/home', '/a').refused).toBe('unclosable');
  });

  it('closes left, right and others but keeps unclosable tabs', () => {
    expect(keys(closeLeft(abcd, '/b', '/b').tabs)).toEqual(['/home', '/b', '/c']);
    expect(keys(closeRight(abcd, '/a', '/a').tabs)).toEqual(['/home', '/a']);
    expect(keys(closeOthers(abcd, '/b', '/b').tabs)).toEqual(['/home', '/b']);
  });

  it('activates the clicked tab when bulk-closing removed the active one', () => {
    expect(closeRight(abcd, '/a', '/c')).toMatchObject({ activate: '/a' });
    expect(closeOthers(abcd, '/b', '/c')).toMatchObject({ activate: '/b' });
    expect(closeLeft(abcd, '/c', '/c').activate).toBeUndefined();
  });

  it('refresh sets loading and moves the cache key on; finishing clears loading', () => {
    const started = startRefresh(abcd, '/a');
    expect(started[1]).toMatchObject({ loading: true, cachedKey: 1 });
    expect(finishRefresh(started, '/a')[1]).toMatchObject({ loading: false, cachedKey: 1 });
  });

  it('restores stored tabs and ignores anything unparseable', () => {
    expect(parseStoredTabs(JSON.stringify([tab('/a', { loading: true, cachedKey: 4 })]))).toEqual([tab('/a')]);
    expect(parseStoredTabs('{not json')).toEqual([]);
    expect(parseStoredTabs('{"a":1}')).toEqual([]);
    expect(
      parseStoredTabs(JSON.stringify([{ keyPath: 1 }, tab('/b'), { ...tab('/c'), fullPath: 'http://x' }])),
    ).toEqual([tab('/b')]);
    expect(parseStoredTabs(null)).toEqual([]);
    expect(parseStoredTitles('{"/a":"Nguyễn Văn An","/b":3}')).toEqual({ '/a': 'Nguyễn Văn An' });
    expect(parseStoredTitles('[')).toEqual({});
  });
});
