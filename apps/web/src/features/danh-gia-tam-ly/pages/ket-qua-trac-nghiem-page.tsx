import type { KetQuaTracNghiem } from '@hpl/shared/danh-gia-tam-ly/ket-qua.contract';
import { localName } from '@hpl/shared/local-name';
import { Alert, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOptionRows } from '../../../components/crud/api/list-options';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { useInstrument } from '../api/get-instrument';
import { useCampaigns } from '../api/list-campaigns';
import { useInstruments } from '../api/list-instruments';
import { exportResults, useResults } from '../api/list-results';
import { STUDENT_RESULTS_PATH } from '../components/follow-up-list';
import { textIn } from '../components/text2';

/**
 * `ketQuaTracNghiemTamLy`: submitted screening results across students, filtered by campaign, instrument, class,
 * grade level, subscale band and follow-up flag; every page shown and every export is recorded in the audit log.
 */
export default function KetQuaTracNghiemPage() {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const list = useListParams({ pageSize: 20 });
  const { dotId, maBai, lopId, khoiId, nhom, muc, canTheoDoi } = list.params.filters;
  const results = useResults(list.query);
  const campaigns = useCampaigns({ pageSize: -1 });
  const instruments = useInstruments({ pageSize: -1 });
  const grades = useOptionRows<{ id: number; tenKhoi: string; tenKhoiEn: string | null }>('Khoi');
  const classes = useOptionRows<{ id: number; tenLop: string; khoiId: number | null }>('LopQuanLy');

  // The bands to filter by come from the chosen campaign's instrument (or the newest version of the chosen one).
  const campaign = campaigns.data?.items.find((c) => c.id === Number(dotId));
  const newest = (instruments.data?.items ?? [])
    .filter((b) => b.ma === maBai)
    .sort((a, b) => b.phienBan - a.phienBan)[0];
  const definition = useInstrument(campaign?.baiDanhGiaId ?? newest?.id).data?.dinhNghia;
  const bandOptions = (definition?.groups ?? []).flatMap((g) =>
    g.bands.map((b) => ({
      value: `${g.key}|${b.key}`,
      label: `${textIn(i18n.language, g.title)}: ${textIn(i18n.language, b.label)}`,
    })),
  );
  const instrumentOptions = [...new Map((instruments.data?.items ?? []).map((b) => [b.ma, b])).values()].map((b) => ({
    value: b.ma,
    label: localName(i18n.language, b.ten, b.tenEn),
  }));

  const columns: ColumnsType<KetQuaTracNghiem> = [
    {
      title: t('ketQua.hocSinh'),
      key: 'hoTen',
      sorter: true,
      render: (_, r) => (
        <Flex vertical>
          <Link to={`${STUDENT_RESULTS_PATH}?hocSinhId=${r.hocSinhId}`}>{r.hoTen}</Link>
          <Typography.Text type="secondary">{r.maHocSinh}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('ketQua.lop'), key: 'tenLop', dataIndex: 'tenLop', sorter: true },
    {
      title: t('ketQua.dot'),
      key: 'tenDot',
      sorter: true,
      responsive: ['md'],
      render: (_, r) => (
        <Flex vertical>
          <span>{r.tenDot}</span>
          <Typography.Text type="secondary">{localName(i18n.language, r.tenBai, r.tenBaiEn)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('ketQua.ketQua'),
      key: 'ketQua',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.ketQua.map((k) => (
            <Tag key={k.group} color={k.followUp ? 'red' : undefined}>
              {textIn(i18n.language, k.title)}: {k.score}
              {k.bandLabel ? ` · ${textIn(i18n.language, k.bandLabel)}` : ''}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('ketQua.canTheoDoi'),
      key: 'canTheoDoi',
      sorter: true,
      render: (_, r) => (r.canTheoDoi ? <Tag color="red">{t('ketQua.co')}</Tag> : null),
    },
    {
      title: t('theoDoi.nopLuc'),
      key: 'nopLuc',
      sorter: true,
      responsive: ['lg'],
      render: (_, r) => formatDate(r.nopLuc),
    },
  ];

  const filter = (
    key: string,
    placeholder: string,
    value: string | undefined,
    options: { value: string | number; label: string }[],
    width = 160,
  ) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ minWidth: width }}
      value={value === undefined ? undefined : typeof options[0]?.value === 'number' ? Number(value) : value}
      onChange={(v) =>
        list.setFilters({
          [key]: v,
          ...(key === 'dotId' || key === 'maBai' ? { nhom: undefined, muc: undefined } : {}),
        })
      }
      options={options}
    />
  );

  return (
    <>
      <PageHeader subTitle={t('ketQua.gioiThieu')} />
      <Alert type="info" showIcon title={t('ketQua.ghiNhat')} style={{ marginBottom: 12 }} />
      <DataTable<KetQuaTracNghiem>
        columns={columns}
        rowKey="phieuId"
        data={results.data}
        loading={results.isFetching}
        list={list}
        searchable
        onExport={() => exportResults(list.query)}
        toolbar={
          <>
            {filter(
              'dotId',
              t('ketQua.dot'),
              dotId,
              (campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.ten })),
              200,
            )}
            {filter('maBai', t('ketQua.bai'), maBai, instrumentOptions, 180)}
            {filter(
              'khoiId',
              t('ketQua.khoi'),
              khoiId,
              (grades.data ?? []).map((g) => ({
                value: g.id,
                label: localName(i18n.language, g.tenKhoi, g.tenKhoiEn),
              })),
              120,
            )}
            {filter(
              'lopId',
              t('ketQua.lop'),
              lopId,
              (classes.data ?? [])
                .filter((c) => !khoiId || c.khoiId === Number(khoiId))
                .map((c) => ({ value: c.id, label: c.tenLop })),
              110,
            )}
            <Select
              allowClear
              aria-label={t('ketQua.muc')}
              placeholder={definition ? t('ketQua.muc') : t('ketQua.mucChonBai')}
              disabled={!definition}
              style={{ minWidth: 220 }}
              value={nhom && muc ? `${nhom}|${muc}` : undefined}
              onChange={(v?: string) => {
                const [g, b] = v ? v.split('|') : [];
                list.setFilters({ nhom: g, muc: b });
              }}
              options={bandOptions}
            />
            {filter(
              'canTheoDoi',
              t('ketQua.canTheoDoi'),
              canTheoDoi,
              [
                { value: 'true', label: t('ketQua.co') },
                { value: 'false', label: t('ketQua.khong') },
              ],
              130,
            )}
          </>
        }
      />
    </>
  );
}
