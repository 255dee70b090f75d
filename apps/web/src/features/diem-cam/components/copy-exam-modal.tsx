import type { LopMonHocCamOption } from '@hpl/shared/diem-cam/cau-hinh';
import type { BaiThiCam } from '@hpl/shared/diem-cam/contract';
import { App, Checkbox, Empty, Flex, Modal, Spin, Typography } from 'antd';
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
  const { t } = useTranslation('diem-cam');
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const classes = useClassOptions({ namHocId });
  const copy = useCopyExam();
  const options = classes.data ?? [];
  const subjectId = options.find((c) => c.id === exam.lopMonHocId)?.monHocId;
  const sameSubject = options.filter((c) => c.id !== exam.lopMonHocId && c.monHocId === subjectId);
  const grades = [
    ...sameSubject
      .reduce(
        (byGrade, c) => byGrade.set(c.tenKhoi ?? '', [...(byGrade.get(c.tenKhoi ?? '') ?? []), c]),
        new Map<string, LopMonHocCamOption[]>(),
      )
      .entries(),
  ];

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
        <Flex vertical gap="middle">
          {grades.map(([grade, list]) => {
            const ids = list.map((c) => c.id);
            const chosen = ids.filter((id) => selected.includes(id)).length;
            return (
              <div key={grade}>
                {/* A grade-level exam: one click copies it to every class of the grade. */}
                <Checkbox
                  checked={chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  onChange={(e) =>
                    setSelected(
                      e.target.checked
                        ? [...new Set([...selected, ...ids])]
                        : selected.filter((id) => !ids.includes(id)),
                    )
                  }
                >
                  <Typography.Text strong>{t('copy.wholeGrade', { grade: grade || '—' })}</Typography.Text>
                </Checkbox>
                <Checkbox.Group
                  style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8, marginInlineStart: 24 }}
                  value={selected.filter((id) => ids.includes(id))}
                  onChange={(values) =>
                    setSelected([...selected.filter((id) => !ids.includes(id)), ...(values as number[])])
                  }
                  options={list.map((c) => ({ value: c.id, label: c.tenLop }))}
                />
              </div>
            );
          })}
        </Flex>
      )}
    </Modal>
  );
}
