import type { SoSuatAn } from '@hpl/shared/ban-tru/contract';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The meal-count columns every semi-boarding table shows (numbers: right-aligned, formatted by the language). */
export function useMealColumns<T extends SoSuatAn>(withRefund: boolean): NonNullable<TableProps<T>['columns']> {
  const { t } = useTranslation('ban-tru');
  const columns: NonNullable<TableProps<T>['columns']> = [
    { key: 'dangKy', dataIndex: 'dangKy', title: t('col.subscribed'), align: 'right', width: 100 },
    { key: 'huyDungHan', dataIndex: 'huyDungHan', title: t('col.onTime'), align: 'right', width: 110 },
    { key: 'huyMuon', dataIndex: 'huyMuon', title: t('col.lateApproved'), align: 'right', width: 130 },
    { key: 'choDuyet', dataIndex: 'choDuyet', title: t('col.waiting'), align: 'right', width: 100 },
    { key: 'suatNau', dataIndex: 'suatNau', title: t('col.toCook'), align: 'right', width: 100 },
    { key: 'daPhucVu', dataIndex: 'daPhucVu', title: t('col.served'), align: 'right', width: 100 },
  ];
  if (withRefund)
    columns.push({ key: 'hoanTien', dataIndex: 'hoanTien', title: t('col.refund'), align: 'right', width: 130 });
  return columns;
}
