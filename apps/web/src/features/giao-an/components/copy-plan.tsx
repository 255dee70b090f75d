import { CopyOutlined } from '@ant-design/icons';
import type { GiaoAnChiTiet } from '@hpl/shared/giao-an/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select } from '../../../components/select';
import { api } from '../../../lib/api';
import { useMyPlanClasses } from '../api/get-plan';
import { giaoAnKeys } from '../api/keys';

/** Copies the plan (this year's or last year's) into a new draft for classes chosen now, then opens the copy. */
export function CopyPlanButton({ plan }: { plan: GiaoAnChiTiet }) {
  const { t } = useTranslation('giao-an');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [classIds, setClassIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const classes = useMyPlanClasses();
  const queryClient = useQueryClient();
  const copy = async () => {
    setSaving(true);
    try {
      const created = await api.post<GiaoAnChiTiet>(`/GiaoAn/${plan.id}/saoChep`, { lopMonHocIds: classIds });
      await queryClient.invalidateQueries({ queryKey: giaoAnKeys.all });
      setOpen(false);
      message.success(t('message.copied'));
      navigate(`/chuyenmon/giaoancuatoi/${created.id}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setOpen(true)}>
        {t('action.copy')}
      </Button>
      <Modal
        open={open}
        title={t('copy.title')}
        okText={t('action.copy')}
        cancelText={t('action.cancel')}
        okButtonProps={{ disabled: classIds.length === 0, loading: saving }}
        onOk={copy}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('form.classes')} extra={t('copy.hint')}>
            <Select
              mode="multiple"
              aria-label={t('form.classes')}
              value={classIds}
              onChange={setClassIds}
              loading={classes.isLoading}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: `${c.tenMonHoc} · ${c.tenLop}` }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
