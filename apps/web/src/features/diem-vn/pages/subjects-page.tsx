import { EditOutlined } from '@ant-design/icons';
import type { MonHocVn, MonHocVnInput } from '@hpl/shared/diem-vn/contract';
import { PRIMARY_TESTED_SUBJECTS } from '@hpl/shared/grades-vn/rules';
import { Button, Flex, Form, InputNumber, Radio, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { ACTIONS_KEY } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useSaveSubject, useSubjects } from '../api/subjects';

/** The form's periodic-test field: a role, or `none` (a Select option cannot carry null). */
type TestRole = NonNullable<MonHocVn['monKiemTra']> | 'none';
type FormValues = Pick<MonHocVnInput, 'hinhThucDanhGia' | 'soTietNam' | 'soDiemTx' | 'tinhKhenThuong'> & {
  monKiemTra?: TestRole;
};
const SECONDARY = new Set(['thcs', 'thpt']);
const TEST_ROLES: TestRole[] = [...PRIMARY_TESTED_SUBJECTS, 'none'];

/**
 * `quanlydiemvn/monhoc`: per year and grade level, each national-programme subject's assessment (scored or comment
 * only, Circular 22; the primary ratings, Circular 27), periods per year and the regular marks per term they give
 * (rule 3, overridable), whether it counts for awards, and for primary subjects which periodic tests it sits (by
 * default from the subject code).
 */
export default function SubjectsPage() {
  const { t } = useTranslation('diem-vn');
  const namHocId = useAcademicYearId();
  const subjects = useSubjects(namHocId);
  const save = useSaveSubject();
  const [khoi, setKhoi] = useState<number | undefined>();
  const [editing, setEditing] = useState<MonHocVn | null>(null);
  const all = subjects.data ?? [];
  const grades = useMemo(
    () => [...new Map(all.map((s) => [s.khoiId, s.tenKhoi])).entries()].map(([value, label]) => ({ value, label })),
    [all],
  );
  const rows = khoi ? all.filter((s) => s.khoiId === khoi) : all;
  const kindLabel = (kind: MonHocVn['hinhThucDanhGia']) => t(`subjects.kind.${kind}`);

  const columns = useNumberColumns<MonHocVn, ColumnType<MonHocVn>>(
    [
      { title: t('classes.grade'), dataIndex: 'tenKhoi', width: 90 },
      { title: t('classes.subject'), dataIndex: 'tenMonHoc' },
      {
        title: t('subjects.kind'),
        render: (_v, s) => (
          <Tag color={s.hinhThucDanhGia === 'diem' ? 'blue' : undefined}>{kindLabel(s.hinhThucDanhGia)}</Tag>
        ),
      },
      { title: t('subjects.periods'), dataIndex: 'soTietNam', width: 110, align: 'right' },
      {
        title: t('subjects.regular'),
        width: 150,
        render: (_v, s) =>
          s.hinhThucDanhGia !== 'diem' ? (
            '—'
          ) : s.soDiemTx == null ? (
            <Tooltip title={t('subjects.byRule')}>{s.soDiemTxTheoQuyDinh}</Tooltip>
          ) : (
            <Tooltip title={t('subjects.overridden', { rule: s.soDiemTxTheoQuyDinh })}>
              <Typography.Text strong>{s.soDiemTx}</Typography.Text>
            </Tooltip>
          ),
      },
      {
        title: t('subjects.awards'),
        width: 110,
        render: (_v, s) => (s.tinhKhenThuong ? t('subjects.yes') : t('subjects.no')),
      },
      {
        title: t('subjects.tests'),
        width: 170,
        render: (_v, s) => {
          if (SECONDARY.has(s.capHoc)) return '—';
          const role = t(`subjects.tests.${s.monKiemTra ?? 'none'}`);
          return s.monKiemTraTheoMa ? (
            <Tooltip title={t('subjects.testsByCode', { code: s.maMonHoc })}>{role}</Tooltip>
          ) : (
            <Typography.Text strong>{role}</Typography.Text>
          );
        },
      },
      { title: t('subjects.classes'), dataIndex: 'soLop', width: 80, align: 'right' },
      {
        key: ACTIONS_KEY,
        width: 60,
        render: (_v, s) => (
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('subjects.editOf', { subject: s.tenMonHoc, grade: s.tenKhoi })}
            onClick={() => setEditing(s)}
          />
        ),
      },
    ],
    rows,
  );

  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('subjects.help')}</Typography.Paragraph>
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('classes.grade')}
          aria-label={t('classes.grade')}
          options={grades}
          value={khoi}
          onChange={setKhoi}
          style={{ minWidth: 160 }}
        />
      </Flex>
      <Table<MonHocVn>
        rowKey={(s) => `${s.monHocId}:${s.khoiId}`}
        loading={subjects.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        size="small"
        scroll={{ x: 800 }}
      />
      {editing && (
        <SubjectDrawer
          // A fresh form per edited row: values of the previous row never linger in the form's store.
          key={`${editing.monHocId}:${editing.khoiId}:${editing.version}`}
          subject={editing}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            save.mutateAsync({
              namHocId: namHocId!,
              monHocId: editing.monHocId,
              khoiId: editing.khoiId,
              hinhThucDanhGia: values.hinhThucDanhGia,
              soTietNam: values.soTietNam,
              soDiemTx: values.soDiemTx ?? null,
              tinhKhenThuong: values.tinhKhenThuong,
              ...(values.monKiemTra ? { monKiemTra: values.monKiemTra === 'none' ? null : values.monKiemTra } : {}),
              version: editing.version,
            })
          }
        />
      )}
    </>
  );
}

function SubjectDrawer({
  subject,
  onClose,
  onSave,
}: {
  subject: MonHocVn;
  onClose: () => void;
  onSave: (values: FormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('diem-vn');
  const [form] = Form.useForm<FormValues>();
  const secondary = SECONDARY.has(subject.capHoc);
  const kinds: MonHocVn['hinhThucDanhGia'][] = secondary ? ['diem', 'nhan_xet'] : ['tieu_hoc'];
  return (
    <FormDrawer<FormValues>
      open
      title={t('subjects.editOf', { subject: subject.tenMonHoc, grade: subject.tenKhoi })}
      form={form}
      initialValues={{
        hinhThucDanhGia: subject.hinhThucDanhGia,
        soTietNam: subject.soTietNam,
        soDiemTx: subject.soDiemTx,
        tinhKhenThuong: subject.tinhKhenThuong,
        monKiemTra: secondary ? undefined : (subject.monKiemTra ?? 'none'),
      }}
      onClose={onClose}
      onSubmit={onSave}
    >
      <Form.Item name="hinhThucDanhGia" label={t('subjects.kind')} rules={[{ required: true }]}>
        <Radio.Group options={kinds.map((k) => ({ value: k, label: t(`subjects.kind.${k}`) }))} />
      </Form.Item>
      <Form.Item name="soTietNam" label={t('subjects.periods')} rules={[{ required: true }]}>
        <InputNumber min={1} max={400} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="soDiemTx"
        label={t('subjects.regular')}
        extra={t('subjects.regularHelp', { rule: subject.soDiemTxTheoQuyDinh })}
      >
        <InputNumber min={1} max={4} precision={0} style={{ width: 160 }} placeholder={t('subjects.byRule')} />
      </Form.Item>
      <Form.Item name="tinhKhenThuong" label={t('subjects.awards')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!secondary && (
        <Form.Item
          name="monKiemTra"
          label={t('subjects.tests')}
          rules={[{ required: true }]}
          extra={
            subject.monKiemTraTheoMa ? t('subjects.testsByCode', { code: subject.maMonHoc }) : t('subjects.testsHelp')
          }
        >
          <Select
            aria-label={t('subjects.tests')}
            options={TEST_ROLES.map((role) => ({ value: role, label: t(`subjects.tests.${role}`) }))}
            style={{ width: 260 }}
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
