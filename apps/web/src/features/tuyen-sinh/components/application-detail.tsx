import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { tuyenSinhAuthority } from '@hpl/shared/tuyen-sinh/authority';
import { TIEU_CHI_DANH_GIA, TRANG_THAI_CO_THU } from '@hpl/shared/tuyen-sinh/contract';
import { Button, Descriptions, Drawer, Empty, Flex, List, Spin, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { StatusHistory } from '../../../components/status-transition';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useMe } from '../../session';
import { documentUrl, letterUrl, useApplication } from '../api/applications';
import { EnrolAction, MoveActions, ScoreForm } from './application-actions';
import { StatusTag } from './status-tag';

/** A section of the drawer: the level after the page's title (axe heading-order), at a section's size. */
const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
    {children}
  </Typography.Title>
);

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One application: the child, guardians, documents, the reviewers' scores, every step, and the reviewer's actions. */
export function ApplicationDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('tuyen-sinh');
  const mayReview = useCan(tuyenSinhAuthority.review);
  const me = useMe();
  const application = useApplication(id);
  const data = application.data;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={data ? `${data.hoTen} · ${data.maHoSo}` : t('detail.title')}
      destroyOnHidden
    >
      {application.isLoading ? (
        <Spin />
      ) : !data ? (
        <Empty description={t('detail.notFound')} />
      ) : (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <StatusTag status={data.trangThai} />
            {mayReview ? <MoveActions hoSo={data} /> : null}
            {mayReview && ['dangXet', 'henKiemTra', 'daDanhGia'].includes(data.trangThai) ? (
              <ScoreForm hoSo={data} accountId={me.data?.user.id} />
            ) : null}
            {mayReview && data.trangThai === 'trungTuyen' ? <EnrolAction hoSo={data} /> : null}
            {TRANG_THAI_CO_THU.includes(data.trangThai) ? (
              <Button icon={<FilePdfOutlined />} href={letterUrl(data.id)} target="_blank">
                {t('detail.letter')}
              </Button>
            ) : null}
          </Flex>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('field.ngaySinh')}>{formatDate(data.ngaySinh)}</Descriptions.Item>
            <Descriptions.Item label={t('field.gioiTinh')}>
              {data.gioiTinh ? t(`gender.${data.gioiTinh}`) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.khoi')}>{t('grade', { khoi: data.khoi })}</Descriptions.Item>
            <Descriptions.Item label={t('field.chuongTrinh')}>{t(`programme.${data.chuongTrinh}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.namHoc')}>{data.namHocDuTuyen}</Descriptions.Item>
            <Descriptions.Item label={t('field.truongCu')}>{data.truongCu ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.nguon')}>{t(`source.${data.nguon}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.ngayNop')}>{formatDateTime(data.ngayNop)}</Descriptions.Item>
            {data.lichKiemTra ? (
              <Descriptions.Item label={t('field.lichKiemTra')}>{formatDateTime(data.lichKiemTra)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('field.diaChi')}>{data.diaChi ?? '—'}</Descriptions.Item>
            {data.ghiChu ? <Descriptions.Item label={t('field.ghiChu')}>{data.ghiChu}</Descriptions.Item> : null}
          </Descriptions>

          <SectionTitle>{t('detail.guardians')}</SectionTitle>
          <List
            size="small"
            bordered
            dataSource={data.phuHuynh}
            renderItem={(p) => (
              <List.Item>
                <Typography.Text>
                  <strong>{p.quanHe}</strong>: {p.hoTen}
                  {p.dienThoai ? ` · ${p.dienThoai}` : ''}
                  {p.email ? ` · ${p.email}` : ''}
                </Typography.Text>
              </List.Item>
            )}
          />

          <SectionTitle>{t('detail.documents')}</SectionTitle>
          {data.taiLieu.length === 0 ? (
            <Typography.Text type="secondary">{t('detail.noDocuments')}</Typography.Text>
          ) : (
            <List
              size="small"
              bordered
              dataSource={data.taiLieu}
              renderItem={(d) => (
                <List.Item>
                  <Button
                    type="link"
                    icon={<PaperClipOutlined />}
                    href={documentUrl(d.tepId)}
                    target="_blank"
                    aria-label={t('detail.download', { kind: t(`document.${d.loai}`), name: d.tenTep })}
                  >
                    {t(`document.${d.loai}`)} — {d.tenTep}
                  </Button>
                  <Typography.Text type="secondary">{kb(d.kichThuoc)}</Typography.Text>
                </List.Item>
              )}
            />
          )}

          <SectionTitle>
            {t('detail.scores')}
            {data.diemTrungBinh !== null ? ` · ${t('detail.mean', { score: data.diemTrungBinh })}` : ''}
          </SectionTitle>
          {data.danhGia.length === 0 ? (
            <Typography.Text type="secondary">{t('detail.noScores')}</Typography.Text>
          ) : (
            <Table
              size="small"
              rowKey="taiKhoanId"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.danhGia}
              columns={[
                { key: 'nguoi', title: t('field.nguoiDanhGia'), dataIndex: 'nguoiDanhGia' },
                ...TIEU_CHI_DANH_GIA.map((k) => ({
                  key: k,
                  title: t(`rubric.${k}`),
                  align: 'right' as const,
                  render: (_: unknown, r: (typeof data.danhGia)[number]) => r.diem[k] ?? '—',
                })),
                { key: 'tong', title: t('field.tongDiem'), dataIndex: 'tongDiem', align: 'right' as const },
                { key: 'nhanXet', title: t('field.nhanXet'), render: (_, r) => r.nhanXet ?? '' },
              ]}
            />
          )}

          <SectionTitle>{t('detail.history')}</SectionTitle>
          <StatusHistory
            items={data.lichSu.map((h) => ({
              key: h.id,
              status: t(`status.${h.denTrangThai}`),
              who: h.nguoiThucHien ?? t('source.web'),
              when: h.thoiDiem,
              comment: h.ghiChu,
            }))}
          />
        </Flex>
      )}
    </Drawer>
  );
}
