import { EyeOutlined } from '@ant-design/icons';
import type { LopMonHocCam, LopMonHocCamQuery } from '@hpl/shared/diem-cam/ket-qua';
import { Button, Flex, Input, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NamedProgress } from '../../../components/named-progress';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useCambridgeClasses } from '../api/list-cambridge-classes';
import { STATE_COLOR } from '../components/workflow-buttons';

/**
 * `quanlydiemcam/lopmonhoc`: the Cambridge subject classes I reach (all of them for the office) with their exams and
 * the state of their marks (students with a complete result / class size, the workflow state), filtered by text and
 * state; an exam's results open from its tag.
 */
export default function CambridgeClassesPage() {
  const { t } = useTranslation('diem-cam');
  const navigate = useNavigate();
  const [query, setQuery] = useState<LopMonHocCamQuery>({});
  const classes = useCambridgeClasses(query);
  const rows = classes.data ?? [];
  const open = (c: LopMonHocCam, baiThi?: number) =>
    navigate(`/quanlydiemcam/quanlyketquadiemthicam?lop=${c.id}${baiThi ? `&baiThi=${baiThi}` : ''}`);

  const columns = useNumberColumns<LopMonHocCam, ColumnType<LopMonHocCam>>(
    [
      { title: t('classes.class'), dataIndex: 'tenLop', width: 120 },
      {
        title: t('classes.subject'),
        render: (_v, c) => `${c.tenMonHoc}${c.maSyllabus ? ` (${c.maSyllabus})` : ''}`,
      },
      { title: t('classes.grade'), dataIndex: 'tenKhoi', width: 80 },
      { title: t('classes.teacher'), render: (_v, c) => c.giaoVien.join(', ') },
      { title: t('classes.size'), dataIndex: 'soHocSinh', width: 70, align: 'right' },
      {
        title: t('classes.exams'),
        render: (_v, c) =>
          c.baiThi.length === 0 ? (
            <span>{t('classes.noExams')}</span>
          ) : (
            <Flex vertical gap={4}>
              {c.baiThi.map((e) => (
                <Flex key={e.id} gap={8} align="center" wrap>
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(c, e.id)}>
                    {e.ten}
                  </Button>
                  <Tag color={STATE_COLOR[e.trangThai]}>{t(`state.${e.trangThai}`)}</Tag>
                  <Tooltip title={t('classes.progressOf', { done: e.soDaNhap, due: c.soHocSinh })}>
                    <NamedProgress
                      name={`${e.ten}: ${t('classes.progressOf', { done: e.soDaNhap, due: c.soHocSinh })}`}
                      style={{ width: 110, margin: 0 }}
                      size="small"
                      percent={c.soHocSinh ? Math.round((100 * e.soDaNhap) / c.soHocSinh) : 0}
                      format={() => `${e.soDaNhap}/${c.soHocSinh}`}
                    />
                  </Tooltip>
                </Flex>
              ))}
            </Flex>
          ),
      },
      {
        title: '',
        width: 60,
        render: (_v, c) => (
          <Tooltip title={t('classes.open')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('classes.openOf', { name: `${c.tenMonHoc} ${c.tenLop}` })}
              onClick={() => open(c)}
            />
          </Tooltip>
        ),
      },
    ],
    rows,
  );
  return (
    <>
      <PageHeader />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            style={{ maxWidth: 280 }}
            placeholder={t('classes.search')}
            aria-label={t('classes.search')}
            onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim() || undefined }))}
          />
          <Select
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('classes.stateFilter')}
            aria-label={t('classes.stateFilter')}
            value={query.trangThai}
            options={(['chuaDu', 'dangNhap', 'daNop', 'daKiemTra', 'daCongBo', 'daKhoa'] as const).map((s) => ({
              value: s,
              label: s === 'chuaDu' ? t('classes.due') : t(`state.${s}`),
            }))}
            onChange={(trangThai) => setQuery((q) => ({ ...q, trangThai }))}
          />
        </Flex>
        <Table<LopMonHocCam>
          rowKey="id"
          size="small"
          loading={classes.isLoading}
          dataSource={rows}
          locale={{ emptyText: t('classes.empty') }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          columns={columns}
        />
      </Flex>
    </>
  );
}
