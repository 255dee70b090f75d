import type { TongKetTieuHoc } from '@hpl/shared/diem-vn/tieu-hoc.contract';
import { PRIMARY_COMPETENCES, PRIMARY_QUALITIES } from '@hpl/shared/grades-vn/rules';
import { Alert, Button, Flex, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { useConfirm } from '../../../components/use-confirm';
import { usePrimarySummary, useRunPrimarySummary } from '../api/primary-summary';
import { formatQuality, formatRating } from './primary-cell-text';

type Row = TongKetTieuHoc['hocSinh'][number];
const RESULT_COLOR: Record<string, string> = {
  HoanThanhXuatSac: 'gold',
  HoanThanhTot: 'green',
  HoanThanh: 'blue',
  ChuaHoanThanh: 'red',
};

/**
 * `quanlydiemvn/tongKet` for a primary homeroom class (Circular 27): per pupil each subject's end-of-year rating and
 * test mark, the qualities and competences, the year result by the shared rules; store, and confirm (final afterwards).
 */
export function PrimarySummary({ lopQuanLyId }: { lopQuanLyId: number }) {
  const { t, i18n } = useTranslation('diem-vn');
  const summary = usePrimarySummary(lopQuanLyId);
  const run = useRunPrimarySummary(lopQuanLyId);
  const { confirmDanger } = useConfirm();
  const data = summary.data;
  const result = (value: string | null) =>
    value ? (
      <Tag color={RESULT_COLOR[value]}>{t(`tieuHoc.result.${value}`)}</Tag>
    ) : (
      <Tag>{t('tieuHoc.result.none')}</Tag>
    );
  const letters = (r: Row, codes: readonly string[]) =>
    codes.map((c) => formatQuality(r.phamChat[c as keyof Row['phamChat']]) || '·').join(' ');
  const columns = useNumberColumns<Row, ColumnType<Row>>(
    [
      { title: t('grid.stt'), width: 50, render: (_v, _r, i) => i + 1, fixed: 'left' },
      { title: t('grid.hoTen'), dataIndex: 'hoTen', fixed: 'left' },
      ...(data?.mon ?? []).map((m, i) => ({
        title: (
          <Tooltip title={i18n.language === 'en' && m.tenMonHocEn ? m.tenMonHocEn : m.tenMonHoc}>{m.maMonHoc}</Tooltip>
        ),
        key: `m${m.monHocId}`,
        align: 'center' as const,
        render: (_v: unknown, r: Row) => {
          const e = r.mon[i];
          return e ? [formatRating(e.mucDat), e.diemKiemTra ?? ''].filter((x) => x !== '').join(' · ') : '';
        },
      })),
      { title: t('tieuHoc.qualities'), render: (_v, r) => letters(r, PRIMARY_QUALITIES) },
      { title: t('tieuHoc.competences'), render: (_v, r) => letters(r, PRIMARY_COMPETENCES) },
      { title: t('tieuHoc.yearResult'), render: (_v, r) => result(r.ketQua) },
    ],
    data?.hocSinh,
  );
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Space wrap>
          <Button
            disabled={!data?.choPhepTinh}
            loading={run.isPending && run.variables === 'tinh'}
            onClick={() => run.mutate('tinh')}
          >
            {t('tieuHoc.store')}
          </Button>
          <Button
            type="primary"
            disabled={!data?.choPhepTinh}
            onClick={() =>
              confirmDanger({
                title: t('summary.confirmTitle', { name: data?.tenLop ?? '' }),
                content: t('tieuHoc.confirmContent'),
                okText: t('summary.confirm'),
                onOk: () => run.mutateAsync('xacNhan'),
              })
            }
          >
            {t('summary.confirm')}
          </Button>
        </Space>
        {data?.xacNhan && <Tag color="green">{t('summary.confirmed')}</Tag>}
      </Flex>
      <Alert type="info" showIcon title={t('tieuHoc.summaryHelp')} />
      <Table<Row>
        rowKey="hocSinhId"
        size="small"
        loading={summary.isLoading}
        dataSource={data?.hocSinh ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
    </Flex>
  );
}
