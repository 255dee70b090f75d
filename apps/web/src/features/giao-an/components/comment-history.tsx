import type { GiaoAnChiTiet } from '@hpl/shared/giao-an/contract';
import { Alert, Empty, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useSectionTitle } from './section-title';

/** The head's comments on the last decided version, shown above the plan while the teacher reworks it. */
export function LatestComments({ plan }: { plan: GiaoAnChiTiet }) {
  const { t } = useTranslation('giao-an');
  const sectionTitle = useSectionTitle([plan.noiDung, ...plan.phienBanCu.map((v) => v.noiDung).reverse()]);
  if (plan.trangThai !== 'tra_lai' && plan.trangThai !== 'da_duyet') return null;
  const latest = plan.nhanXet.filter((c) => c.phienBan === plan.phienBan);
  if (latest.length === 0) return null;
  return (
    <Alert
      type={plan.trangThai === 'tra_lai' ? 'warning' : 'success'}
      showIcon
      message={plan.trangThai === 'tra_lai' ? t('detail.returned') : t('detail.approved')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {latest.map((c) => (
            <li key={c.id}>
              <strong>{sectionTitle(c.muc)}:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{c.noiDung}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** Every comment on every version, newest first. */
export function CommentHistory({ plan }: { plan: Pick<GiaoAnChiTiet, 'nhanXet' | 'noiDung' | 'phienBanCu'> }) {
  const { t } = useTranslation('giao-an');
  const comments = plan.nhanXet;
  const sectionTitle = useSectionTitle([plan.noiDung, ...plan.phienBanCu.map((v) => v.noiDung).reverse()]);
  if (comments.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.noComments')} />;
  return (
    <List
      size="small"
      header={t('history.comments')}
      dataSource={[...comments].reverse()}
      renderItem={(c) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                <Tag>{t('diff.version', { n: c.phienBan })}</Tag>
                <Tag color={c.hanhDong === 'return' ? 'warning' : 'success'}>{t(`decision.${c.hanhDong}`)}</Tag>
                {sectionTitle(c.muc)}
              </>
            }
            description={`${c.hoTenNguoiNhanXet} · ${formatDateTime(c.createdAt)}`}
          />
          <span style={{ whiteSpace: 'pre-wrap' }}>{c.noiDung}</span>
        </List.Item>
      )}
    />
  );
}
