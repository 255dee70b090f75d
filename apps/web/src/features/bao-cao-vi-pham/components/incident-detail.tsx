import { PaperClipOutlined } from '@ant-design/icons';
import type { ViPhamHocSinhChiTiet } from '@hpl/shared/bao-cao-vi-pham/contract';
import { App, Button, Card, Descriptions, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useDecideIncident } from '../api/decide-incident';
import { evidencePagePath } from '../api/upload-evidence';
import { type DecisionKind, DecisionModal } from './decision-modal';
import { codeText, formatStudents, formatWhen } from './format';
import { SelfReviewCard } from './self-review-card';
import { IncidentStatusTag } from './status-tag';

/** One incident: what happened, the students (a student sees only themself), evidence, own accounts, decisions. */
export function IncidentDetail({ incident }: { incident: ViPhamHocSinhChiTiet }) {
  const { t, i18n } = useTranslation('bao-cao-vi-pham');
  const { modal } = App.useApp();
  const decide = useDecideIncident();
  const [kind, setKind] = useState<DecisionKind | null>(null);
  const { quyen } = incident;
  const name = (id: number) => incident.hocSinh.find((s) => s.id === id)?.hoTen ?? '';

  const verify = () =>
    modal.confirm({
      title: t('decision.xacMinhConfirm'),
      okText: t('decision.xacMinhOk'),
      cancelText: t('action.cancel'),
      onOk: () =>
        decide.mutateAsync({ id: incident.id, action: 'xacMinh', version: incident.version }).catch(() => undefined),
    });

  const items = [
    { key: 'status', label: t('col.status'), children: <IncidentStatusTag status={incident.trangThai} /> },
    { key: 'when', label: t('col.when'), children: formatWhen(t, incident) },
    { key: 'place', label: t('col.place'), children: incident.diaDiem ?? '' },
    { key: 'students', label: t('col.students'), children: formatStudents(t, incident) },
    {
      key: 'codes',
      label: t('col.codes'),
      children: (
        <Flex vertical>
          {incident.maViPham.map((c) => (
            <span key={c.id}>
              {c.ma} · {codeText(i18n.language, c)} ({c.diem > 0 ? '+' : ''}
              {c.diem})
            </span>
          ))}
        </Flex>
      ),
    },
    { key: 'reporter', label: t('col.reporter'), children: incident.nguoiBaoCao },
    { key: 'description', label: t('col.description'), children: incident.moTa, span: 'filled' as const },
    ...(incident.bienPhap
      ? [{ key: 'measure', label: t('col.measure'), children: t(`measure.${incident.bienPhap}`) }]
      : []),
    ...(incident.ghiChuQuyetDinh
      ? [{ key: 'note', label: t('decision.note'), children: incident.ghiChuQuyetDinh }]
      : []),
    ...(incident.lyDoBoQua ? [{ key: 'reason', label: t('decision.reason'), children: incident.lyDoBoQua }] : []),
    ...(incident.quyetDinhLuc
      ? [{ key: 'decidedAt', label: t('col.decidedAt'), children: formatDateTime(incident.quyetDinhLuc) }]
      : []),
  ];

  return (
    <Flex vertical gap="middle">
      <Card
        extra={
          <Flex gap="small" wrap>
            {quyen.tuTrinh && <Button onClick={() => setKind('tuTrinh')}>{t('decision.tuTrinh')}</Button>}
            {quyen.khieuNai && <Button onClick={() => setKind('khieuNai')}>{t('decision.khieuNai')}</Button>}
            {quyen.xuLyKhieuNai && (
              <Button type="primary" onClick={() => setKind('xuLyKhieuNai')}>
                {t('decision.xuLyKhieuNai')}
              </Button>
            )}
            {quyen.xacMinh && (
              <Button type="primary" onClick={verify}>
                {t('decision.xacMinhOk')}
              </Button>
            )}
            {quyen.quyetDinh && incident.trangThai === 'da_xac_minh' && (
              <Button type="primary" onClick={() => setKind('xacNhan')}>
                {t('decision.xacNhanOk')}
              </Button>
            )}
            {quyen.quyetDinh && (
              <Button danger onClick={() => setKind('boQua')}>
                {t('decision.boQuaOk')}
              </Button>
            )}
          </Flex>
        }
        title={t('detail.title', { id: incident.id })}
      >
        <Descriptions column={{ xs: 1, md: 2 }} items={items} />
      </Card>
      <Card title={t('detail.evidence')} size="small">
        {incident.minhChung.length === 0 ? (
          <Typography.Text type="secondary">{t('detail.noEvidence')}</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            {incident.minhChung.map((f) => (
              <Link key={f.id} to={evidencePagePath(f.id)}>
                <PaperClipOutlined /> {f.tenTep}
              </Link>
            ))}
          </Flex>
        )}
      </Card>
      <Card title={t('detail.ownAccounts')} size="small">
        <List
          dataSource={incident.tuTrinh}
          locale={{ emptyText: t('detail.noOwnAccount') }}
          renderItem={(a) => (
            <List.Item>
              <List.Item.Meta title={`${name(a.hocSinhId)} · ${formatDateTime(a.luc)}`} description={a.noiDung} />
            </List.Item>
          )}
        />
      </Card>
      {incident.khieuNai.length > 0 && (
        <Card title={t('appeal.title')} size="small">
          <List
            dataSource={incident.khieuNai}
            renderItem={(a) => (
              <List.Item>
                <List.Item.Meta
                  title={`${name(a.hocSinhId)} · ${formatDateTime(a.luc)}`}
                  description={
                    <Flex vertical>
                      <span>{a.noiDung}</span>
                      <Typography.Text type={a.ketQua ? undefined : 'secondary'}>
                        {a.ketQua ? `${t(`appeal.${a.ketQua}`)}: ${a.traLoi ?? ''}` : t('appeal.pending')}
                      </Typography.Text>
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
      <SelfReviewCard incident={incident} />
      <DecisionModal incident={incident} kind={kind} onClose={() => setKind(null)} />
    </Flex>
  );
}
