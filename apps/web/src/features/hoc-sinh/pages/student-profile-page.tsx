import { EditOutlined, FileOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import type { HocSinhHoSo } from '@hpl/shared/hoc-sinh/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { formatDateNow, formatDateTimeNow } from '../../../lib/format';

import { useStudentProfile } from '../api/get-student-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { fileUrl } from '../components/format';
import { StudentForm } from '../components/student-form';
import { StudentStatusTag } from '../components/student-status-tag';

/**
 * `/quanly/hocsinh/:id/hoso`: the whole student record for the office — identity, family contacts, class history
 * (kept through moves and transfers), subject classes, transfers with their documents, the account, and health notes
 * when the server returns them (it does for Admin, and logs the read).
 */
export default function StudentProfilePage() {
  const { t } = useTranslation('hoc-sinh');
  const id = Number(useParams().id) || null;
  const namHocId = useAcademicYearId();
  const profile = useStudentProfile(id);
  const [editing, setEditing] = useState(false);

  if (profile.error instanceof ApiError && profile.error.status === 404) {
    return (
      <>
        <PageHeader />
        <Result status="404" title={t('profile.notFound')} />
      </>
    );
  }
  if (!profile.data) {
    return (
      <>
        <PageHeader />
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </>
    );
  }
  const { hocSinh, phuHuynh, taiKhoan } = profile.data;
  return (
    <>
      <PageHeader
        title={hocSinh.hoTen}
        subTitle={hocSinh.maHocSinh}
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('common:action.edit')}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap="middle">
            <Card>
              <Flex vertical gap="middle">
                <AvatarUpload studentId={hocSinh.id} photo={hocSinh.anhDaiDien} name={hocSinh.hoTen} />
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'ma', label: t('field.maHocSinh'), children: hocSinh.maHocSinh },
                    {
                      key: 'status',
                      label: t('field.trangThai'),
                      children: <StudentStatusTag status={hocSinh.trangThai} />,
                    },
                    {
                      key: 'lop',
                      label: t('field.lop'),
                      children: hocSinh.tenLop ? `${hocSinh.tenLop} · ${hocSinh.tenKhoi ?? ''}` : '—',
                    },
                    {
                      key: 'gt',
                      label: t('field.gioiTinh'),
                      children: hocSinh.gioiTinh ? t(`gender.${hocSinh.gioiTinh}` as 'gender.nam') : '—',
                    },
                    { key: 'ns', label: t('field.ngaySinh'), children: formatDateNow(hocSinh.ngaySinh) || '—' },
                    { key: 'email', label: t('field.email'), children: hocSinh.email ?? '—' },
                    { key: 'dt', label: t('field.dienThoai'), children: hocSinh.dienThoai ?? '—' },
                    { key: 'dc', label: t('field.diaChi'), children: hocSinh.diaChi ?? '—' },
                    { key: 'tao', label: t('profile.createdAt'), children: formatDateTimeNow(hocSinh.createdAt) },
                    {
                      key: 'tk',
                      label: t('profile.account'),
                      children: taiKhoan ? (
                        <Flex gap="small" wrap>
                          <Typography.Text code>{taiKhoan.username}</Typography.Text>
                          {taiKhoan.lockedAt && <Tag color="red">{t('profile.locked')}</Tag>}
                        </Flex>
                      ) : (
                        t('profile.noAccount')
                      ),
                    },
                  ]}
                />
              </Flex>
            </Card>
            {hocSinh.ghiChuSucKhoe !== null && (
              <Alert
                type="warning"
                icon={<MedicineBoxOutlined />}
                showIcon
                title={t('field.ghiChuSucKhoe')}
                description={<span style={{ whiteSpace: 'pre-line' }}>{hocSinh.ghiChuSucKhoe}</span>}
              />
            )}
            <Card title={t('profile.family')} size="small">
              {phuHuynh.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noFamily')} />
              ) : (
                <List
                  dataSource={phuHuynh}
                  renderItem={(p) => (
                    <List.Item key={p.id}>
                      <List.Item.Meta
                        title={`${p.hoTen} (${p.quanHe})`}
                        description={[p.dienThoai, p.email, p.ngheNghiep].filter(Boolean).join(' · ') || '—'}
                      />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap="middle">
            <ClassHistoryCard profile={profile.data} />
            <SubjectClassesCard profile={profile.data} />
            <TransfersCard profile={profile.data} />
          </Flex>
        </Col>
      </Row>
      <StudentForm open={editing} editing={hocSinh} namHocId={namHocId} onClose={() => setEditing(false)} />
    </>
  );
}

function ClassHistoryCard({ profile }: { profile: HocSinhHoSo }) {
  const { t } = useTranslation('hoc-sinh');
  return (
    <Card title={t('profile.classHistory')} size="small">
      {profile.lichSuLop.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noClassHistory')} />
      ) : (
        <Timeline
          items={profile.lichSuLop.map((h) => ({
            key: h.id,
            color: h.denNgay ? 'gray' : 'green',
            content: (
              <Flex vertical>
                <Typography.Text strong>
                  {h.tenLop} · {h.tenNamHoc}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateNow(h.tuNgay)} – {h.denNgay ? formatDateNow(h.denNgay) : t('profile.now')}
                </Typography.Text>
                {h.lyDo && (
                  <Typography.Text type="secondary">{t('profile.reason', { reason: h.lyDo })}</Typography.Text>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}

function SubjectClassesCard({ profile }: { profile: HocSinhHoSo }) {
  const { t } = useTranslation('hoc-sinh');
  return (
    <Card title={t('profile.subjectClasses')} size="small">
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={profile.lopMonHoc}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noSubjectClasses')} />,
        }}
        columns={[
          { title: t('field.monHoc'), dataIndex: 'tenMonHoc', key: 'mon' },
          { title: t('field.lop'), dataIndex: 'tenLop', key: 'lop' },
          { title: t('field.namHoc'), dataIndex: 'tenNamHoc', key: 'nam', responsive: ['sm'] },
          {
            title: t('profile.period'),
            key: 'period',
            render: (_, r) => `${formatDateNow(r.tuNgay)} – ${r.denNgay ? formatDateNow(r.denNgay) : t('profile.now')}`,
          },
        ]}
      />
    </Card>
  );
}

function TransfersCard({ profile }: { profile: HocSinhHoSo }) {
  const { t } = useTranslation('hoc-sinh');
  if (profile.chuyenTruong.length === 0) return null;
  return (
    <Card title={t('profile.transfers')} size="small">
      <List
        dataSource={profile.chuyenTruong}
        renderItem={(c) => (
          <List.Item key={c.id}>
            <List.Item.Meta
              title={
                <Flex gap="small" wrap>
                  <Tag color={c.loai === 'di' ? 'orange' : 'green'}>
                    {t(`transfer.kind.${c.loai}` as 'transfer.kind.di')}
                  </Tag>
                  {formatDateNow(c.ngay)}
                  {c.truongKhac && <span>· {c.truongKhac}</span>}
                  {c.tenLop && <span>· {c.tenLop}</span>}
                </Flex>
              }
              description={
                <Flex vertical gap={2}>
                  <span>{c.lyDo}</span>
                  {c.taiLieu.map((d) => (
                    <Typography.Link key={d.fileId} href={fileUrl(d.fileId)} target="_blank" rel="noopener">
                      <FileOutlined /> {d.tenTep}
                    </Typography.Link>
                  ))}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
