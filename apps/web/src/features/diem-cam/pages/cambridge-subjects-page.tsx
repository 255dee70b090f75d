import { EditOutlined } from '@ant-design/icons';
import {
  CAP_DO_CAM,
  type CapDoCam,
  diemCamCauHinhAuthority,
  type MonHocCam,
  THANG_DIEM_THEO_CAP_DO,
  type ThangDiemCam,
} from '@hpl/shared/diem-cam/cau-hinh';
import { Button, Form, Radio, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { FormDrawer } from '../../../components/form-drawer';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { useCambridgeSubjects, useSaveCambridgeSubject } from '../api/subjects';

interface FormValues {
  capDo: CapDoCam;
  thangDiem: ThangDiemCam;
}

/**
 * `quanlydiemcam/monhoc`: the Cambridge subjects with their syllabus code (kept in the subject master data), stage
 * (Primary, Lower Secondary, IGCSE) and grade scale (A*–G, 9–1, Checkpoint 0–50 bands); the Cambridge office sets
 * the stage and scale, teachers read.
 */
export default function CambridgeSubjectsPage() {
  const { t } = useTranslation('diem-cam');
  const list = useListParams({ pageSize: 20 });
  const subjects = useCambridgeSubjects(list.query);
  const canEdit = useCan(diemCamCauHinhAuthority.write);
  const [editing, setEditing] = useState<MonHocCam | null>(null);

  const columns: ColumnsType<MonHocCam> = [
    { title: t('subjects.syllabus'), key: 'maSyllabus', dataIndex: 'maSyllabus', width: 110, sorter: true },
    {
      title: t('subjects.subject'),
      key: 'tenMonHoc',
      sorter: true,
      render: (_v, s) => (
        <>
          {s.tenMonHoc}
          <Typography.Text type="secondary"> · {s.maMonHoc}</Typography.Text>
        </>
      ),
    },
    {
      title: t('subjects.stage'),
      key: 'capDo',
      sorter: true,
      render: (_v, s) => (s.capDo ? <Tag color="blue">{t(`stage.${s.capDo}`)}</Tag> : t('subjects.notSet')),
    },
    {
      title: t('subjects.scale'),
      key: 'thangDiem',
      render: (_v, s) => (s.thangDiem ? t(`scale.${s.thangDiem}`) : t('subjects.notSet')),
    },
    { title: t('subjects.classes'), key: 'soLop', dataIndex: 'soLop', align: 'right', width: 110 },
    ...(canEdit
      ? [
          {
            key: ACTIONS_KEY,
            width: 60,
            render: (_v: unknown, s: MonHocCam) => (
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('subjects.editOf', { subject: s.tenMonHoc })}
                onClick={() => setEditing(s)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('subjects.help')}</Typography.Paragraph>
      <DataTable<MonHocCam>
        columns={columns}
        rowKey="monHocId"
        data={subjects.data}
        loading={subjects.isFetching}
        list={list}
        toolbar={
          <Select
            allowClear
            placeholder={t('subjects.stage')}
            aria-label={t('subjects.stage')}
            style={{ minWidth: 180 }}
            value={list.params.filters.capDo}
            onChange={(v) => list.setFilter('capDo', v as string | undefined)}
            options={CAP_DO_CAM.map((c) => ({ value: c, label: t(`stage.${c}`) }))}
          />
        }
      />
      {editing && (
        <SubjectDrawer
          key={`${editing.monHocId}:${editing.version}`}
          subject={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function SubjectDrawer({ subject, onClose }: { subject: MonHocCam; onClose: () => void }) {
  const { t } = useTranslation('diem-cam');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveCambridgeSubject();
  const capDo = Form.useWatch('capDo', form) ?? subject.capDo ?? 'igcse';
  const scales = THANG_DIEM_THEO_CAP_DO[capDo];
  return (
    <FormDrawer<FormValues>
      open
      form={form}
      title={t('subjects.editOf', { subject: subject.tenMonHoc })}
      initialValues={{ capDo: subject.capDo ?? undefined, thangDiem: subject.thangDiem ?? undefined }}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ monHocId: subject.monHocId, ...values, version: subject.version })}
    >
      <Typography.Paragraph type="secondary">
        {t('subjects.syllabusHelp', { code: subject.maSyllabus ?? '—' })}
      </Typography.Paragraph>
      <Form.Item
        name="capDo"
        label={t('subjects.stage')}
        rules={[{ required: true, message: t('subjects.stageRequired') }]}
      >
        <Radio.Group
          options={CAP_DO_CAM.map((c) => ({ value: c, label: t(`stage.${c}`) }))}
          onChange={(e) => {
            const allowed = THANG_DIEM_THEO_CAP_DO[e.target.value as CapDoCam];
            if (!allowed.includes(form.getFieldValue('thangDiem'))) form.setFieldValue('thangDiem', allowed[0]);
          }}
        />
      </Form.Item>
      <Form.Item
        name="thangDiem"
        label={t('subjects.scale')}
        rules={[{ required: true, message: t('subjects.scaleRequired') }]}
      >
        <Radio.Group options={scales.map((s) => ({ value: s, label: t(`scale.${s}`) }))} />
      </Form.Item>
    </FormDrawer>
  );
}
