import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { BienBanDuGioChiTiet } from '@hpl/shared/bien-ban-du-gio/contract';
import { scoresOf } from '@hpl/shared/bien-ban-du-gio/rubric';
import { App, Button, Descriptions, Drawer, Flex, Input, Radio, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { useConfirm } from '../../../components/use-confirm';
import { formatDate } from '../../../lib/format-date';
import { useObservationStep } from '../api/act';
import { downloadMinutePdf } from '../api/download-minute';
import { useObservation } from '../api/observations';
import { ObservationStatusTag } from './status-tag';

/**
 * One observation: the lesson, its rubric and score scale (the school's setting when it was scheduled; seeded with the
 * 5555 criteria, 1–4), strengths, suggestions and the teacher's response — editable by the observers while a draft;
 * each criterion offers the scores of the observation's scale; the buttons follow what the caller may do now.
 */
export function MinuteDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('bien-ban-du-gio');
  const en = i18n.language === 'en';
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const query = useObservation(id);
  const step = useObservationStep();
  const o = query.data;
  const [diem, setDiem] = useState<Record<string, number>>({});
  const [uuDiem, setUuDiem] = useState('');
  const [gopY, setGopY] = useState('');
  const [phanHoi, setPhanHoi] = useState('');
  useEffect(() => {
    if (!o) return;
    setDiem(o.diem);
    setUuDiem(o.uuDiem);
    setGopY(o.gopY);
    setPhanHoi(o.phanHoi);
  }, [o]);

  const scores = o ? scoresOf(o).map((s) => ({ value: s, label: String(s) })) : [];
  const may = (action: BienBanDuGioChiTiet['hanhDong'][number]) => o?.hanhDong.includes(action) ?? false;
  const editable = may('fill');
  const save = async () => {
    const saved = await step.mutateAsync({
      kind: 'fill',
      id: o!.id,
      input: { diem, uuDiem, gopY, version: o!.version },
    });
    message.success(t('message.saved'));
    return saved!;
  };
  const act = async (kind: 'submit' | 'lock' | 'acknowledge') => {
    const version = kind === 'submit' ? (await save()).version : o!.version;
    await step.mutateAsync(
      kind === 'acknowledge' ? { kind, id: o!.id, version, phanHoi } : { kind, id: o!.id, version },
    );
    message.success(t(`message.${kind}`));
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={t('minute.title')}
      extra={
        <Flex gap="small">
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('action.print')}
          </Button>
          {o && (
            <ExportButton icon={<FilePdfOutlined />} download={() => downloadMinutePdf(o.id)}>
              {t('action.pdf')}
            </ExportButton>
          )}
        </Flex>
      }
      footer={
        o && (
          <Flex gap="small" wrap justify="end">
            {may('delete') && (
              <Button
                danger
                onClick={() =>
                  confirmDanger({
                    title: t('minute.deleteTitle'),
                    onOk: async () => {
                      await step.mutateAsync({ kind: 'delete', id: o.id });
                      onClose();
                    },
                  })
                }
              >
                {t('action.delete')}
              </Button>
            )}
            {editable && (
              <Button loading={step.isPending} onClick={save}>
                {t('action.save')}
              </Button>
            )}
            {(may('submit') || (editable && o.trangThai === 'da_len_lich')) && (
              <Button type="primary" loading={step.isPending} onClick={() => act('submit')}>
                {t('action.submit')}
              </Button>
            )}
            {may('acknowledge') && (
              <Button type="primary" loading={step.isPending} onClick={() => act('acknowledge')}>
                {t('action.acknowledge')}
              </Button>
            )}
            {may('lock') && (
              <Button type="primary" loading={step.isPending} onClick={() => act('lock')}>
                {t('action.lock')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {!o ? (
        <Spin />
      ) : (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'gv', label: t('col.teacher'), children: o.giaoVien.hoTen },
              { key: 'st', label: t('col.status'), children: <ObservationStatusTag status={o.trangThai} /> },
              {
                key: 'ngay',
                label: t('col.date'),
                children: `${formatDate(o.ngay)} · ${t('period', { tiet: o.tiet })}`,
              },
              { key: 'lop', label: t('col.lesson'), children: `${o.tenMonHoc} · ${o.tenLop}` },
              { key: 'du', label: t('col.observers'), children: o.nguoiDu.map((p) => p.hoTen).join(', ') },
              { key: 'tb', label: t('col.mean'), children: o.diemTrungBinh ?? '—' },
            ]}
          />
          {o.tieuChi.map((group) => (
            <div key={group.ma}>
              <Typography.Title level={5}>{(en && group.tieuDeEn) || group.tieuDe}</Typography.Title>
              {group.tieuChi.map((c, i) => (
                <Flex key={c.ma} justify="space-between" align="center" gap="small" wrap style={{ padding: '6px 0' }}>
                  <Typography.Text style={{ flex: '1 1 320px' }}>
                    {i + 1}. {(en && c.noiDungEn) || c.noiDung}
                  </Typography.Text>
                  <Radio.Group
                    aria-label={(en && c.noiDungEn) || c.noiDung}
                    disabled={!editable}
                    value={diem[c.ma]}
                    onChange={(e) => setDiem((d) => ({ ...d, [c.ma]: e.target.value as number }))}
                    options={scores}
                    optionType="button"
                    size="small"
                  />
                </Flex>
              ))}
            </div>
          ))}
          <Typography.Text type="secondary">
            {t('minute.scale', { min: o.diemToiThieu, max: o.diemToiDa })}
          </Typography.Text>
          <div>
            <Typography.Text strong>{t('minute.strengths')}</Typography.Text>
            <Input.TextArea
              aria-label={t('minute.strengths')}
              value={uuDiem}
              readOnly={!editable}
              onChange={(e) => setUuDiem(e.target.value)}
              autoSize
            />
          </div>
          <div>
            <Typography.Text strong>{t('minute.suggestions')}</Typography.Text>
            <Input.TextArea
              aria-label={t('minute.suggestions')}
              value={gopY}
              readOnly={!editable}
              onChange={(e) => setGopY(e.target.value)}
              autoSize
            />
          </div>
          {(may('acknowledge') || o.phanHoi) && (
            <div>
              <Typography.Text strong>{t('minute.response')}</Typography.Text>
              <Input.TextArea
                aria-label={t('minute.response')}
                value={phanHoi}
                readOnly={!may('acknowledge')}
                onChange={(e) => setPhanHoi(e.target.value)}
                autoSize
              />
            </div>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
