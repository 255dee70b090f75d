import type { NguoiNhanThongBao, TrangThaiThongBao } from '@hpl/shared/thong-bao-gui-phu-huynh/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

const NOTICE_COLOR: Record<TrangThaiThongBao, string> = {
  nhap: 'default',
  da_len_lich: 'blue',
  da_gui: 'green',
  da_thu_hoi: 'red',
};

export function NoticeStateTag({ state }: { state: TrangThaiThongBao }) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  return <Tag color={NOTICE_COLOR[state]}>{t(`state.${state}`)}</Tag>;
}

const MAIL_COLOR: Record<NguoiNhanThongBao['trangThaiEmail'], string> = {
  cho_gui: 'blue',
  dang_gui: 'blue',
  da_gui: 'green',
  loi: 'red',
  khong_gui: 'default',
  chua_ro: 'orange',
};

/** The e-mail state of one guardian; a bounce shows the server's answer on hover. */
export function MailTag({ g }: { g: NguoiNhanThongBao }) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  return (
    <Tag
      color={MAIL_COLOR[g.trangThaiEmail]}
      title={g.trangThaiEmail === 'chua_ro' ? t('mail.chua_roHint') : (g.loiEmail ?? undefined)}
    >
      {t(`mail.${g.trangThaiEmail}`)}
    </Tag>
  );
}

/** Opened / acknowledged for one guardian, with the moment on hover. */
export function ReadTag({ g }: { g: NguoiNhanThongBao }) {
  const { t } = useTranslation('thong-bao-gui-phu-huynh');
  if (g.xacNhanLuc) {
    return (
      <Tag color="green" title={formatDateTime(g.xacNhanLuc)}>
        {t('read.acknowledged')}
      </Tag>
    );
  }
  if (g.moLuc) {
    return (
      <Tag color="blue" title={formatDateTime(g.moLuc)}>
        {t('read.opened')}
      </Tag>
    );
  }
  return <Tag>{t('read.notOpened')}</Tag>;
}
