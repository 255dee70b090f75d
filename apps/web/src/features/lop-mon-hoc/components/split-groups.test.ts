import { describe, expect, it } from 'vitest';
import { alternateGroups, groupsOf } from './split-groups';

describe('splitting a class into groups', () => {
  it('starts by dealing students into the groups in turn', () => {
    expect(alternateGroups([5, 6, 7, 8, 9], 2)).toEqual({ 5: 0, 6: 1, 7: 0, 8: 1, 9: 0 });
    expect(alternateGroups([5, 6, 7], 3)).toEqual({ 5: 0, 6: 1, 7: 2 });
  });

  it('builds the request groups with trimmed names, empty groups included', () => {
    expect(groupsOf([' Anh - nhóm 1 ', 'Anh - nhóm 2', 'Anh - nhóm 3'], { 5: 0, 6: 1, 7: 0 })).toEqual([
      { tenLop: 'Anh - nhóm 1', hocSinhIds: [5, 7] },
      { tenLop: 'Anh - nhóm 2', hocSinhIds: [6] },
      { tenLop: 'Anh - nhóm 3', hocSinhIds: [] },
    ]);
  });
});
