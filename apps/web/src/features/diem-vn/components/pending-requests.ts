import type { OChoDuyet } from '@hpl/shared/diem-vn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The cells of a gradebook with a change request waiting for the office (`yeuCauChoDuyet` of either gradebook API), as
 * both grids mark them: `has` for the grid styles' `pending` state, `text` for the cell's tooltip.
 */
export function usePendingRequests(cells: OChoDuyet[] | undefined) {
  const { t } = useTranslation('diem-vn');
  return useMemo(() => {
    const keys = new Set((cells ?? []).map((c) => `${c.hocSinhId}:${c.hocKy}:${c.cot}`));
    return {
      has: (hocSinhId: number, hocKy: number, cot: string) => keys.has(`${hocSinhId}:${hocKy}:${cot}`),
      text: t('grid.pendingRequest'),
    };
  }, [cells, t]);
}
