import type { GiaoVienDeXuat, TietTrongNgay } from '@hpl/shared/thoi-khoa-bieu/contract';
import { App, Button, Drawer, Empty, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/shell/use-is-mobile';
import { useFormat } from '../../../lib/format';
import { useProposedSubstitutes } from '../api/propose-substitutes';
import { useSaveChange } from '../api/save-change';

/**
 * The proposed substitutes of one lesson, best first, each with the reasons of its place (free, same subject, fewest
 * substitutions this month — the server's order); choosing one asks for confirmation, assigns and notifies them.
 */
export function SubstituteDrawer({ lesson, onClose }: { lesson: TietTrongNgay | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('thoi-khoa-bieu');
  const { modal, message } = App.useApp();
  const isMobile = useIsMobile();
  const format = useFormat();
  const proposals = useProposedSubstitutes(lesson);
  const save = useSaveChange();
  const lessonLine = lesson
    ? t('cover.lessonLine', {
        date: format.date(lesson.ngay),
        period: lesson.tiet + 1,
        subject: i18n.language === 'en' ? (lesson.tenEn ?? lesson.ten) : lesson.ten,
        class: lesson.lop ?? '—',
      })
    : '';
  const assign = (g: GiaoVienDeXuat) =>
    lesson &&
    modal.confirm({
      title: t('cover.assignTitle', { name: g.hoTen }),
      content: t('cover.assignContent', { lesson: lessonLine }),
      okText: t('cover.assign'),
      cancelText: t('cover.keepLooking'),
      onOk: () =>
        save
          .mutateAsync({
            tietHocId: lesson.tietHocId,
            ngay: lesson.ngay,
            loai: 'day_thay',
            giaoVienThayId: g.nhanVienId,
            version: lesson.ngoaiLe?.version ?? null,
          })
          .then(() => {
            message.success(t('cover.assigned', { name: g.hoTen }));
            onClose();
          })
          .catch(() => undefined),
    });
  const reasons = (g: GiaoVienDeXuat) =>
    [
      g.nghiPhep ? t('cover.why.onLeave') : g.ranh ? t('cover.why.free') : t('cover.why.busy'),
      g.cungMon ? t('cover.why.sameSubject') : t('cover.why.otherSubject'),
      t('cover.why.thisMonth', { count: g.soDayThayThang }),
    ].join(' · ');
  return (
    <Drawer
      open={lesson !== null}
      onClose={onClose}
      width={isMobile ? '100%' : 640}
      title={t('cover.chooseTitle')}
      destroyOnHidden
    >
      {lesson && <Typography.Paragraph>{lessonLine}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{t('cover.rankRule')}</Typography.Paragraph>
      {proposals.isPending ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : (
        <Table<GiaoVienDeXuat>
          rowKey="nhanVienId"
          size="small"
          dataSource={proposals.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('cover.noTeachers')} /> }}
          columns={[
            { title: t('cover.rank'), key: 'rank', width: 48, render: (_v, _g, index) => index + 1 },
            {
              title: t('cover.teacher'),
              dataIndex: 'hoTen',
              render: (name: string, g) => (
                <Flex vertical>
                  <span>{name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {reasons(g)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('cover.fit'),
              key: 'fit',
              render: (_v, g) => (
                <Flex gap={4} wrap>
                  {g.nghiPhep ? (
                    <Tag color="orange">{t('cover.onLeave')}</Tag>
                  ) : g.ranh ? (
                    <Tag color="green">{t('cover.free')}</Tag>
                  ) : (
                    <Tag color="red">{t('cover.busy')}</Tag>
                  )}
                  {g.cungMon && <Tag color="blue">{t('cover.sameSubject')}</Tag>}
                </Flex>
              ),
            },
            { title: t('cover.thisMonth'), dataIndex: 'soDayThayThang', align: 'right' },
            {
              title: '',
              key: 'action',
              render: (_v, g) => (
                <Button
                  size="small"
                  type={g.ranh && !g.nghiPhep ? 'primary' : 'default'}
                  disabled={!g.ranh || g.nghiPhep}
                  loading={save.isPending && save.variables?.giaoVienThayId === g.nhanVienId}
                  onClick={() => assign(g)}
                >
                  {t('cover.assign')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
