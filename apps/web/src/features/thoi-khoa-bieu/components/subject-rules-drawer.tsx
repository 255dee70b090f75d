import { localName } from '@hpl/shared/local-name';
import type { MonHocThoiKhoaBieuInput } from '@hpl/shared/thoi-khoa-bieu/contract';
import { App, Drawer, Input, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { Select } from '../../../components/select';
import { matchesSearch } from '../../../lib/text-search';
import { useConstraints } from '../api/constraints';
import { useSaveSubjectRule, useSubjectsAndRoomTypes } from '../api/subject-rules';

interface Row extends MonHocThoiKhoaBieuInput {
  id: number;
  ten: string;
  heHoc: string;
}

/**
 * The subjects' rules the generator respects: a required room type (laboratory, gym, computer room), double periods
 * and heavy subjects kept in the morning. Each change is saved at once; the next generation uses it.
 */
export function SubjectRulesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const lists = useSubjectsAndRoomTypes(open);
  const constraints = useConstraints(open);
  const save = useSaveSubjectRule();
  const rules = new Map((constraints.data?.monHoc ?? []).map((m) => [m.monHocId, m]));
  const rows: Row[] = (lists.data?.subjects ?? [])
    .map((s) => {
      const rule = rules.get(s.id);
      return {
        id: s.id,
        ten: localName(i18n.language, s.tenMonHoc, s.tenMonHocEn),
        heHoc: localName(i18n.language, s.tenHeHoc, s.tenHeHocEn),
        loaiPhongId: rule?.loaiPhongId ?? null,
        tietDoi: rule?.tietDoi ?? false,
        monNang: rule?.monNang ?? false,
      };
    })
    .filter((r) => matchesSearch(`${r.ten} ${r.heHoc}`, search));
  const roomOptions = (lists.data?.roomTypes ?? []).map((r) => ({
    value: r.id,
    label: localName(i18n.language, r.tenLoaiPhong, r.tenLoaiPhongEn),
  }));
  const change = (row: Row, patch: Partial<MonHocThoiKhoaBieuInput>) =>
    save.mutate(
      { monHocId: row.id, loaiPhongId: row.loaiPhongId, tietDoi: row.tietDoi, monNang: row.monNang, ...patch },
      { onSuccess: () => message.success(t('subjectRules.saved', { name: row.ten })) },
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('subjectRules.title')}
      size={isMobile ? '100%' : 640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('subjectRules.help')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('subjectRules.search')}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<Row>
        rowKey="id"
        size="small"
        loading={lists.isLoading || constraints.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('subjectRules.empty') }}
        columns={[
          {
            title: t('subjectRules.subject'),
            dataIndex: 'ten',
            render: (ten: string, r) => (
              <>
                <div>{ten}</div>
                <Typography.Text type="secondary">{r.heHoc}</Typography.Text>
              </>
            ),
          },
          {
            title: t('subjectRules.roomType'),
            dataIndex: 'loaiPhongId',
            render: (value: number | null, r) => (
              <Select
                allowClear
                style={{ minWidth: 160 }}
                aria-label={t('subjectRules.roomTypeOf', { name: r.ten })}
                placeholder={t('subjectRules.anyRoom')}
                value={value ?? undefined}
                options={roomOptions}
                onChange={(v) => change(r, { loaiPhongId: (v as number | undefined) ?? null })}
              />
            ),
          },
          {
            title: t('subjectRules.double'),
            dataIndex: 'tietDoi',
            render: (value: boolean, r) => (
              <Switch
                checked={value}
                aria-label={t('subjectRules.doubleOf', { name: r.ten })}
                onChange={(v) => change(r, { tietDoi: v })}
              />
            ),
          },
          {
            title: t('subjectRules.heavy'),
            dataIndex: 'monNang',
            render: (value: boolean, r) => (
              <Switch
                checked={value}
                aria-label={t('subjectRules.heavyOf', { name: r.ten })}
                onChange={(v) => change(r, { monNang: v })}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
