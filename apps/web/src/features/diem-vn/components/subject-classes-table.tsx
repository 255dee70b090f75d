import { EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NamedProgress } from '../../../components/named-progress';
import { useNumberColumns } from '../../../components/number-columns';

interface SubjectClass {
  id: number;
  tenLopQuanLy: string | null;
  tenMonHoc: string;
  giaoVien: string[];
  siSo: number;
}
/** The entry progress of one column (Circular 22) or rating point (Circular 27): entered of due. */
interface ProgressItem {
  key: string;
  label: string;
  tip: string;
  done: number;
  due: number;
}

/**
 * THE list of subject classes of `quanlydiemvn/lopmonhoc` for either circular: homeroom class, subject, teachers,
 * size, the entry progress (one small ring per column or rating point), the state (published, locked), and a button
 * opening the class's gradebook (read-only for the office).
 */
export function SubjectClassesTable<C extends SubjectClass>(props: {
  rows: C[];
  loading: boolean;
  progress: (c: C) => ProgressItem[];
  state: (c: C) => ReactNode;
  /** Where the class's gradebook opens. */
  href: (c: C) => string;
}) {
  const { t } = useTranslation('diem-vn');
  const navigate = useNavigate();
  const columns = useNumberColumns<C, ColumnType<C>>(
    [
      { title: t('classes.homeroom'), dataIndex: 'tenLopQuanLy', width: 90 },
      { title: t('classes.subject'), dataIndex: 'tenMonHoc' },
      { title: t('classes.teacher'), render: (_v, c) => c.giaoVien.join(', ') },
      { title: t('classes.size'), dataIndex: 'siSo', width: 70, align: 'right' },
      { title: t('classes.progress'), render: (_v, c) => <EntryProgress items={props.progress(c)} /> },
      { title: t('classes.state'), render: (_v, c) => props.state(c) },
      {
        title: '',
        width: 60,
        render: (_v, c) => (
          <Tooltip title={t('classes.open')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('classes.openOf', { name: `${c.tenMonHoc} ${c.tenLopQuanLy ?? ''}` })}
              onClick={() => navigate(props.href(c))}
            />
          </Tooltip>
        ),
      },
    ],
    props.rows,
  );
  return (
    <Table<C>
      rowKey="id"
      size="small"
      loading={props.loading}
      dataSource={props.rows}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
}

function EntryProgress({ items }: { items: ProgressItem[] }) {
  return (
    <Flex gap={6} wrap>
      {items.map((p) => (
        <Tooltip key={p.key} title={p.tip}>
          <Flex vertical align="center" style={{ width: 44 }}>
            <span style={{ fontSize: 12 }}>{p.label}</span>
            <NamedProgress
              name={`${p.label}: ${p.tip}`}
              type="circle"
              size={30}
              percent={p.due ? Math.round((100 * p.done) / p.due) : 0}
            />
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}
