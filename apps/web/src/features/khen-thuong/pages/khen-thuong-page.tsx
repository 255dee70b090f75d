import { PlusOutlined } from '@ant-design/icons';
import { khenThuongAuthority } from '@hpl/shared/khen-thuong/authority';
import { type KhenThuong, LOAI_KHEN_THUONG } from '@hpl/shared/khen-thuong/contract';
import { Button, Col, Empty, Flex, Input, Pagination, Row, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { useCan } from '../../../app/access';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { useConfirm } from '../../../components/use-confirm';
import { useListParams } from '../../../components/use-list-params';
import { useMe } from '../../session';
import { useAwards } from '../api/list-awards';
import { useSetAwardHidden } from '../api/save-award';
import { AwardCard } from '../components/award-card';
import { AwardForm } from '../components/award-form';

/**
 * `hplawards/board`: the school's recognitions of the header's academic year as cards with photos, by category;
 * one's own awards are ribboned ("only mine" filters them). Admin posts, edits and hides entries.
 */
export default function AwardsBoardPage() {
  const { t } = useTranslation('khen-thuong');
  const isAdmin = useCan(khenThuongAuthority.write);
  const { data: me } = useMe();
  const hasRecord = Boolean(me?.hocSinh || me?.nhanVien);
  const namHocId = useAcademicYearId();
  const list = useListParams({ pageSize: 12 });
  const { loai, cuaToi } = list.params.filters;
  const awards = useAwards({ ...list.query, namHocId: namHocId ?? undefined }, namHocId !== null);
  const hide = useSetAwardHidden();
  const { confirmDanger } = useConfirm();
  const [form, setForm] = useState<{ open: boolean; editing: KhenThuong | null }>({ open: false, editing: null });

  const toggleHidden = (award: KhenThuong) =>
    award.an
      ? hide.mutate({ id: award.id, an: false, version: award.version })
      : confirmDanger({
          title: t('hideConfirm.title', { name: award.tieuDe }),
          content: t('hideConfirm.content'),
          okText: t('action.hide'),
          onOk: () => hide.mutateAsync({ id: award.id, an: true, version: award.version }),
        });

  const items = awards.data?.items ?? [];
  return (
    <>
      <PageHeader
        extra={
          isAdmin ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
              {t('action.create')}
            </Button>
          ) : null
        }
      />
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={list.params.search}
          placeholder={t('filter.search')}
          style={{ maxWidth: 280 }}
          onSearch={(v) => list.setSearch(v.trim() || undefined)}
        />
        <Select
          allowClear
          placeholder={t('filter.loai')}
          style={{ minWidth: 200 }}
          value={loai}
          onChange={(v) => list.setFilter('loai', v)}
          options={LOAI_KHEN_THUONG.map((l) => ({ value: l, label: t(`loai.${l}`) }))}
        />
        {hasRecord ? (
          <Flex gap="small" align="center">
            <Switch
              id="khen-thuong-mine"
              checked={cuaToi === 'true'}
              onChange={(on) => list.setFilter('cuaToi', on ? 'true' : undefined)}
            />
            <Typography.Text>
              <label htmlFor="khen-thuong-mine">{t('filter.mine')}</label>
            </Typography.Text>
          </Flex>
        ) : null}
      </Flex>
      <Spin spinning={awards.isFetching}>
        {items.length === 0 ? (
          <Empty description={awards.isLoading ? t('loading') : t('empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {items.map((award) => (
              <Col key={award.id} xs={24} sm={12} lg={8} xl={6}>
                <AwardCard
                  award={award}
                  onEdit={isAdmin ? () => setForm({ open: true, editing: award }) : undefined}
                  onToggleHidden={isAdmin ? () => toggleHidden(award) : undefined}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {(awards.data?.totalCount ?? 0) > list.params.pageSize ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={list.params.pageIndex}
            pageSize={list.params.pageSize}
            total={awards.data?.totalCount}
            onChange={(page, size) => list.setPage(page, size)}
            showSizeChanger={false}
          />
        </Flex>
      ) : null}
      {isAdmin && namHocId !== null ? (
        <AwardForm
          open={form.open}
          editing={form.editing}
          namHocId={namHocId}
          onClose={() => setForm({ open: false, editing: null })}
        />
      ) : null}
    </>
  );
}
