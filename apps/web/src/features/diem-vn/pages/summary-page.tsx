import type { TongKetLop } from '@hpl/shared/diem-vn/tong-ket.contract';
import { Alert, App, Button, Empty, Flex, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { exportExcel } from '../api/export-excel';
import { useHomerooms } from '../api/homerooms';
import { usePrimaryHomerooms } from '../api/primary-classes';
import { useComputeYear, useRunSummary, useSummary } from '../api/summary';
import { formatAverage } from '../components/cell-text';
import { PrimarySummary } from '../components/primary-summary';

type Row = TongKetLop['hocSinh'][number];

/**
 * `quanlydiemvn/tongKet`: the term and year summary of a homeroom class — subject averages, learning result (raw and
 * adjusted), conduct, absences, promotion / retake / conduct training, awards; recompute, and confirm (read-only after).
 * A primary homeroom class (Circular 27) shows its year summary of ratings, tests, qualities and the year result.
 */
export default function SummaryPage() {
  const { t, i18n } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const homerooms = useHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const primaryHomerooms = usePrimaryHomerooms({ namHocId: namHocId ?? undefined, phamVi: 'tatCa' }, namHocId !== null);
  const [picked, setPicked] = useState<number | null>(null);
  const [hocKy, setHocKy] = useState(1);
  const lopId = picked ?? homerooms.data?.[0]?.id ?? null;
  const isPrimary = lopId !== null && (primaryHomerooms.data ?? []).some((h) => h.id === lopId);
  const summary = useSummary(isPrimary ? null : lopId, hocKy);
  const run = useRunSummary(lopId ?? 0, hocKy);
  const computeYear = useComputeYear();
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const data = summary.data;
  const level = (value: string | null) => (value ? t(`level.${value}`) : '');

  const columns = useNumberColumns<Row, ColumnType<Row>>(
    [
      { title: t('grid.stt'), width: 50, render: (_v, _r, i) => i + 1, fixed: 'left' },
      { title: t('grid.hoTen'), dataIndex: 'hoTen', fixed: 'left' },
      ...(data?.mon ?? []).map((m, i) => ({
        title: m.tenMonHoc,
        key: `m${m.monHocId}`,
        align: 'center' as const,
        render: (_v: unknown, r: Row) => {
          const d = r.diem[i];
          if (!d) return '';
          const text = d.ketQua ? (d.ketQua === 'Đạt' ? 'Đ' : 'CĐ') : formatAverage(d.diemTb, i18n.language);
          // A subject of the summer retake: still to sit, or its year result now comes from the retake.
          return d.kiemTraLai ? (
            <Tooltip title={t('summary.retakeSubject')}>
              <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                {text || t('cot.KTL')}
              </Tag>
            </Tooltip>
          ) : (
            text
          );
        },
      })),
      { title: t('summary.learningRaw'), render: (_v, r) => level(r.hocTapRaw) },
      { title: t('summary.learning'), render: (_v, r) => level(r.hocTap) },
      { title: t('summary.conduct'), render: (_v, r) => level(r.renLuyen) },
      { title: t('summary.absences'), dataIndex: 'soBuoiNghi', align: 'right' },
      {
        title: t('summary.decision'),
        render: (_v, r) =>
          r.ketQua ? (
            <Space size={4} wrap>
              <Tag>{t(`promotion.${r.ketQua}`)}</Tag>
              {r.sauHe && <Tag color="orange">{t('summary.afterRetake')}</Tag>}
            </Space>
          ) : null,
      },
      {
        title: t('summary.award'),
        render: (_v, r) => (r.danhHieu ? <Tag color="gold">{t(`award.${r.danhHieu}`)}</Tag> : null),
      },
    ],
    data?.hocSinh,
  );
  const classSelect = (
    <Select
      style={{ minWidth: 160 }}
      value={lopId ?? undefined}
      loading={homerooms.isLoading || primaryHomerooms.isLoading}
      aria-label={t('summary.class')}
      placeholder={t('summary.class')}
      options={[...(primaryHomerooms.data ?? []), ...(homerooms.data ?? [])].map((h) => ({
        value: h.id,
        label: h.tenLop,
      }))}
      onChange={setPicked}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
  if (isPrimary)
    return (
      <>
        <PageHeader />
        <Flex vertical gap="middle">
          <div>{classSelect}</div>
          <PrimarySummary key={lopId} lopQuanLyId={lopId} />
        </Flex>
      </>
    );
  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          {classSelect}
          <Segmented
            value={hocKy}
            onChange={(v) => setHocKy(Number(v))}
            options={[
              { value: 1, label: t('page.term', { term: 1 }) },
              { value: 2, label: t('page.term', { term: 2 }) },
              { value: 0, label: t('report.year') },
            ]}
          />
          <Space>
            <Button disabled={!data || data.xacNhan} loading={run.isPending} onClick={() => run.mutate('tinh')}>
              {t('summary.recompute')}
            </Button>
            <Button
              type="primary"
              disabled={!data || data.xacNhan}
              onClick={() =>
                confirmDanger({
                  title: t('summary.confirmTitle', { name: data?.tenLop ?? '' }),
                  content: t('summary.confirmContent'),
                  okText: t('summary.confirm'),
                  onOk: () => run.mutateAsync('xacNhan'),
                })
              }
            >
              {t('summary.confirm')}
            </Button>
          </Space>
          <Tooltip title={t('summary.computeYearHint')}>
            <Button
              loading={computeYear.isPending}
              disabled={namHocId === null}
              onClick={() =>
                computeYear.mutate(
                  { namHocId: namHocId ?? undefined, hocKy },
                  { onSuccess: (r) => void message.success(t('summary.computeYearDone', r)) },
                )
              }
            >
              {t('summary.computeYear')}
            </Button>
          </Tooltip>
          {hocKy === 0 && (
            <Button
              disabled={!data?.hocSinh.some((r) => r.ketQua === 'KiemTraLai' || r.ketQua === 'RenLuyenHe' || r.sauHe)}
              loading={run.isPending && run.variables === 'sauHe'}
              onClick={() =>
                confirmDanger({
                  title: t('summary.reclassifyTitle', { name: data?.tenLop ?? '' }),
                  content: t('summary.reclassifyContent'),
                  okText: t('summary.reclassify'),
                  onOk: () => run.mutateAsync('sauHe'),
                })
              }
            >
              {t('summary.reclassify')}
            </Button>
          )}
          <Button
            disabled={!data}
            onClick={() =>
              data && void exportExcel({ kind: 'tongKet', id: data.lopQuanLyId, hocKy, name: data.tenLop })
            }
          >
            {t('summary.export')}
          </Button>
          <Button
            disabled={!data}
            title={t('summary.exportMarkBookHint')}
            onClick={() => data && void exportExcel({ kind: 'soDiemLop', id: data.lopQuanLyId, name: data.tenLop })}
          >
            {t('summary.exportMarkBook')}
          </Button>
          {data?.xacNhan && <Tag color="green">{t('summary.confirmed')}</Tag>}
        </Flex>
        <Alert type="info" showIcon title={t('summary.rulesHelp')} />
        {!lopId && !homerooms.isLoading ? (
          <Empty />
        ) : (
          <Table<Row>
            rowKey="hocSinhId"
            size="small"
            loading={summary.isLoading}
            dataSource={data?.hocSinh ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={columns}
          />
        )}
      </Flex>
    </>
  );
}
