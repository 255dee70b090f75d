import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import { App, Checkbox, Empty, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions, useCopyExam } from '../api/exams';

/**
 * Copy an exam to other classes of its subject (the classes the caller manages): the components and thresholds go
 * with it, marks do not. The server copies all or none and names the classes it copied to.
 */
export function CopyExamModal({
  exam,
  namHocId,
  onClose,
}: {
  exam: BaiThiCam;
  namHocId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('diem-cam-cau-hinh');
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const classes = useClassOptions({ namHocId });
  const copy = useCopyExam();
  const options = classes.data ?? [];
  const subjectId = options.find((c) => c.id === exam.lopMonHocId)?.monHocId;
  const sameSubject = options.filter((c) => c.id !== exam.lopMonHocId && c.monHocId === subjectId);

  const submit = async () => {
    // A refusal is shown by the API client's usual pop-up; the modal stays open.
    const result = await copy.mutateAsync({ id: exam.id, lopMonHocIds: selected }).catch(() => null);
    if (!result) return;
    message.success(t('copy.done', { classes: result.baiThi.map((c) => c.tenLop).join(', ') }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('copy.title', { exam: exam.ten, class: exam.tenLop })}
      okText={t('copy.ok')}
      cancelText={t('copy.cancel')}
      okButtonProps={{ disabled: selected.length === 0, loading: copy.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('copy.help')}</Typography.Paragraph>
      {classes.isLoading ? (
        <Spin />
      ) : sameSubject.length === 0 ? (
        <Empty description={t('copy.none')} />
      ) : (
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={selected}
          onChange={(values) => setSelected(values as number[])}
          options={sameSubject.map((c) => ({
            value: c.id,
            label: c.tenKhoi ? `${c.tenLop} (${c.tenKhoi})` : c.tenLop,
          }))}
        />
      )}
    </Modal>
  );
}
