import { EditOutlined } from '@ant-design/icons';
import type { HocKy } from '@hpl/shared/nam-hoc/contract';
import { termName } from '@hpl/shared/nam-hoc/term-name';
import { Button, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateNow } from '../../../lib/format';
import { useTerms } from '../api/list-terms';
import { TermForm } from './term-form';

/** The terms of one year, shown when its row is expanded (loaded only then), each editable. */
export function TermsTable({ namHocId }: { namHocId: number }) {
  const { t, i18n } = useTranslation('nam-hoc');
  const terms = useTerms(namHocId);
  const [editing, setEditing] = useState<HocKy | null>(null);
  return (
    <>
      <Table<HocKy>
        size="small"
        rowKey="id"
        loading={terms.isLoading}
        dataSource={terms.data ?? []}
        pagination={false}
        locale={{ emptyText: t('hocKy.empty') }}
        columns={[
          { key: 'thuTu', dataIndex: 'thuTu', title: t('hocKy.thuTu'), width: 60, responsive: ['sm'] },
          {
            key: 'tenHocKy',
            title: t('hocKy.tenHocKy'),
            render: (_, r) => termName(r.tenHocKy, i18n.language === 'en' ? 'en' : 'vi'),
          },
          { key: 'ngayBatDau', title: t('hocKy.ngayBatDau'), render: (_, r) => formatDateNow(r.ngayBatDau) || '—' },
          { key: 'ngayKetThuc', title: t('hocKy.ngayKetThuc'), render: (_, r) => formatDateNow(r.ngayKetThuc) || '—' },
          {
            key: 'actions',
            align: 'right',
            render: (_, r) => (
              <Tooltip title={t('hocKy.edit', { name: r.tenHocKy })}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('hocKy.edit', { name: r.tenHocKy })}
                  onClick={() => setEditing(r)}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <TermForm term={editing} onClose={() => setEditing(null)} />
    </>
  );
}
