import { DeleteOutlined, StarFilled, StarOutlined, UserAddOutlined } from '@ant-design/icons';
import { localName } from '@hpl/shared/local-name';
import type { PhongBan, PhongBanThanhVien } from '@hpl/shared/phong-ban/contract';
import { App, Button, Drawer, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectOptions } from '../../../components/crud/use-select-options';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useAddMembers, useRemoveMember, useSetDeputy } from '../api/change-members';
import { useMembers } from '../api/list-members';
import { staffOptions } from './phong-ban.config';

/** Adds staff to the department; the ones already in it are not offered. */
function AddMembers({ phongBan, memberIds }: { phongBan: PhongBan; memberIds: ReadonlySet<number> }) {
  const { t } = useTranslation('phong-ban');
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const { options, loading } = useSelectOptions(staffOptions, 'phong-ban');
  const add = useAddMembers(phongBan.id);

  const submit = async () => {
    try {
      await add.mutateAsync(chosen);
      message.success(t('members.added', { count: chosen.length }));
      setChosen([]);
    } catch {
      // The client already showed why; the choice stays for another try.
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap="small" wrap>
        <Select<number[]>
          mode="multiple"
          aria-label={t('members.choose')}
          placeholder={t('members.choose')}
          value={chosen}
          onChange={setChosen}
          loading={loading}
          options={options.filter((o) => !memberIds.has(Number(o.value)))}
          showSearch
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={submit}
        >
          {t('members.add')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{t('members.moveHint')}</Typography.Text>
    </Flex>
  );
}

/**
 * The department's members: who they are, who heads it and who deputises (leave and lesson-plan approval follow the
 * head), add and remove (the head cannot be removed); HR and the administrator name deputies here.
 */
export function MembersDrawer({ phongBan, onClose }: { phongBan: PhongBan | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('phong-ban');
  const { message } = App.useApp();
  const { confirmDanger } = useConfirm();
  const members = useMembers(phongBan?.id ?? null);
  const remove = useRemoveMember(phongBan?.id ?? 0);
  const deputy = useSetDeputy(phongBan?.id ?? 0);
  const memberIds = new Set((members.data ?? []).map((m) => m.id));

  const askRemove = (m: PhongBanThanhVien) =>
    confirmDanger({
      title: t('members.removeTitle', { name: m.hoTen, department: phongBan?.tenPhongBan }),
      content: t('members.removeContent'),
      okText: t('members.remove'),
      onOk: async () => {
        await remove.mutateAsync(m.id);
        message.success(t('members.removed', { name: m.hoTen }));
      },
    });

  return (
    <Drawer
      open={phongBan !== null}
      onClose={onClose}
      title={phongBan ? t('members.title', { name: phongBan.tenPhongBan }) : ''}
      size={720}
      destroyOnHidden
    >
      {phongBan && (
        <Flex vertical gap="middle">
          <AddMembers phongBan={phongBan} memberIds={memberIds} />
          <Table<PhongBanThanhVien>
            size="small"
            rowKey="id"
            loading={members.isFetching}
            dataSource={members.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.empty')} /> }}
            columns={[
              { key: 'maNhanVien', dataIndex: 'maNhanVien', title: t('members.maNhanVien'), responsive: ['sm'] },
              {
                key: 'hoTen',
                title: t('members.hoTen'),
                render: (_, m) => (
                  <>
                    {m.hoTen} {m.laTruongPhong && <Tag color="blue">{t('members.head')}</Tag>}
                    {m.laPhoPhong && <Tag color="cyan">{t('members.deputy')}</Tag>}
                  </>
                ),
              },
              {
                key: 'chucVu',
                title: t('members.chucVu'),
                responsive: ['md'],
                render: (_, m) => localName(i18n.language, m.chucVu, m.chucVuEn),
              },
              { key: 'email', dataIndex: 'email', title: t('members.email'), responsive: ['lg'] },
              { key: 'dienThoai', dataIndex: 'dienThoai', title: t('members.dienThoai'), responsive: ['md'] },
              {
                key: 'actions',
                align: 'right',
                render: (_, m) => (
                  <Flex justify="end" gap={4}>
                    {m.laTruongPhong ? null : (
                      <Tooltip title={m.laPhoPhong ? t('members.unsetDeputy') : t('members.setDeputy')}>
                        <Button
                          type="text"
                          size="small"
                          icon={m.laPhoPhong ? <StarFilled /> : <StarOutlined />}
                          aria-label={
                            m.laPhoPhong
                              ? t('members.unsetDeputyNamed', { name: m.hoTen })
                              : t('members.setDeputyNamed', { name: m.hoTen })
                          }
                          aria-pressed={m.laPhoPhong}
                          loading={deputy.isPending && deputy.variables?.nhanVienId === m.id}
                          onClick={() => deputy.mutate({ nhanVienId: m.id, laPhoPhong: !m.laPhoPhong })}
                        />
                      </Tooltip>
                    )}
                    <Tooltip title={m.laTruongPhong ? t('members.headCannotLeave') : t('members.remove')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('members.removeNamed', { name: m.hoTen })}
                        disabled={m.laTruongPhong}
                        onClick={() => askRemove(m)}
                      />
                    </Tooltip>
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
