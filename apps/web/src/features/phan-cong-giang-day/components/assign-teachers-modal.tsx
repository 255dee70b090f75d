import type { LopPhanCong, TaiGiaoVien } from '@hpl/shared/phan-cong-giang-day/contract';
import { Flex, Modal, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useAssignTeachers } from '../api/assign-teachers';
import { LOAD_COLOR, loadStatusOf } from './load-status';

/**
 * The teachers of one subject class: add (assign) or remove (unassign) names; each option shows the teacher's load
 * against their norm now, so the office sees who has room. Saved with the class's version (someone else's change
 * meanwhile is refused, 409).
 */
export function AssignTeachersModal({
  lop,
  teachers,
  onClose,
}: {
  lop: LopPhanCong | null;
  teachers: readonly TaiGiaoVien[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('phan-cong-giang-day');
  const assign = useAssignTeachers();
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => setIds(lop?.giaoVien.map((g) => g.id) ?? []), [lop]);
  const options = useMemo(
    () =>
      teachers.map((g) => ({
        value: g.nhanVienId,
        label: `${g.hoTen} (${g.maNhanVien})`,
        search: `${g.hoTen} ${g.maNhanVien} ${g.tenPhongBan ?? ''}`,
        teacher: g,
      })),
    [teachers],
  );
  return (
    <Modal
      open={lop !== null}
      title={lop ? t('assign.title', { name: lop.tenLop }) : ''}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={assign.isPending}
      onCancel={onClose}
      onOk={async () => {
        if (!lop) return;
        await assign.mutateAsync({ id: lop.id, input: { nhanVienIds: ids, version: lop.version } });
        onClose();
      }}
      destroyOnHidden
    >
      {lop && (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            {t('assign.facts', {
              subject: i18n.language === 'en' && lop.tenMonHocEn ? lop.tenMonHocEn : lop.tenMonHoc,
              periods: lop.tietTuan,
              year: lop.soTietNam,
            })}
          </Typography.Text>
          <Select<number[]>
            mode="multiple"
            style={{ width: '100%' }}
            aria-label={t('assign.teachers')}
            placeholder={t('assign.placeholder')}
            value={ids}
            onChange={(v) => setIds(v)}
            options={options}
            showSearch={{ optionFilterProp: 'search' }}
            optionRender={(o) => {
              const g = (o.data as { teacher: TaiGiaoVien }).teacher;
              return (
                <Flex justify="space-between" gap="small">
                  <span>{o.label}</span>
                  <Tag color={LOAD_COLOR[loadStatusOf(g)]}>
                    {t('assign.load', { load: g.tietTuan, norm: g.dinhMuc })}
                  </Tag>
                </Flex>
              );
            }}
          />
        </Flex>
      )}
    </Modal>
  );
}
