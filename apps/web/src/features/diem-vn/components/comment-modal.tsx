import { Flex, Input, Modal, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveComment } from '../api/save-comment';

/** Reusable phrases teachers pick from (catalogue keys), appended to the comment. */
const PHRASES = [
  'phrase.hocTot',
  'phrase.tichCuc',
  'phrase.coCoGang',
  'phrase.canChuY',
  'phrase.lamBaiDayDu',
  'phrase.tienBo',
] as const;

interface Props {
  lopMonHocId: number;
  hocKy: number;
  student: { id: number; hoTen: string; nhanXet: { hocKy: number; noiDung: string; version: number }[] } | null;
  readOnly: boolean;
  onClose: () => void;
}

/** The teacher's comment on one student for the term, with a phrase bank. */
export function CommentModal({ lopMonHocId, hocKy, student, readOnly, onClose }: Props) {
  const { t } = useTranslation('diem-vn');
  const current = student?.nhanXet.find((n) => n.hocKy === hocKy);
  const [text, setText] = useState('');
  const save = useSaveComment(lopMonHocId);
  useEffect(() => setText(current?.noiDung ?? ''), [current?.noiDung]);

  return (
    <Modal
      open={student !== null}
      title={t('comment.title', { name: student?.hoTen ?? '', term: hocKy })}
      okText={t('comment.save')}
      cancelText={t('comment.cancel')}
      okButtonProps={{ disabled: readOnly, loading: save.isPending }}
      onCancel={onClose}
      onOk={async () => {
        if (!student) return;
        await save.mutateAsync({ hocKy, hocSinhId: student.id, noiDung: text, version: current?.version ?? 0 });
        onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={1000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          readOnly={readOnly}
          aria-label={t('comment.label')}
        />
        {!readOnly && (
          <>
            <Typography.Text type="secondary">{t('comment.phrases')}</Typography.Text>
            <Flex wrap gap={6}>
              {PHRASES.map((key) => (
                <Tag.CheckableTag
                  key={key}
                  checked={false}
                  onChange={() => setText((value) => (value ? `${value.trimEnd()} ${t(key)}` : t(key)))}
                >
                  {t(key)}
                </Tag.CheckableTag>
              ))}
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  );
}
