import type { LopMonHoc } from '@hpl/shared/lop-mon-hoc/contract';
import { Alert, DatePicker, Flex, Input, InputNumber, Modal, Segmented, Spin, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISO_DATE } from '../../../lib/format-date';
import { useClassHistory, useSplitClass } from '../api/class-members';
import { alternateGroups, groupsOf } from './split-groups';

/**
 * Split a class into 2–6 groups (e.g. a class's English into two groups): the class keeps group 1, the others become
 * new classes of the same subject and teachers; each current student is put in one group (dealt in turn, then moved
 * by hand), and moves on the chosen date — their earlier membership stays in the history.
 */
export function SplitClassModal({ lop, onClose }: { lop: LopMonHoc | null; onClose: () => void }) {
  const { t } = useTranslation('lop-mon-hoc');
  const history = useClassHistory(lop?.id ?? null);
  const split = useSplitClass();
  const members = useMemo(() => (history.data ?? []).filter((m) => m.denNgay === null), [history.data]);
  const [count, setCount] = useState(2);
  const [names, setNames] = useState<string[]>([]);
  const [assignment, setAssignment] = useState<Record<number, number>>({});
  const [from, setFrom] = useState<Dayjs>(dayjs());
  useEffect(() => {
    if (!lop) return;
    setNames(Array.from({ length: count }, (_, i) => `${lop.tenLop} - ${t('split.group', { n: i + 1 })}`));
    setAssignment(
      alternateGroups(
        members.map((m) => m.hocSinhId),
        count,
      ),
    );
  }, [lop, count, members, t]);

  return (
    <Modal
      open={lop !== null}
      width={720}
      title={lop ? t('split.title', { name: lop.tenLop }) : ''}
      okText={t('split.confirm', { count })}
      cancelText={t('common:action.cancel')}
      confirmLoading={split.isPending}
      okButtonProps={{ disabled: members.length === 0 || names.some((n) => !n.trim()) }}
      onCancel={onClose}
      onOk={async () => {
        await split.mutateAsync({
          id: lop!.id,
          input: { tuNgay: from.format(ISO_DATE), nhom: groupsOf(names, assignment), version: lop!.version },
        });
        onClose();
      }}
      destroyOnHidden
    >
      {history.isLoading ? (
        <Spin />
      ) : (
        <Flex vertical gap="small">
          <Alert type="info" showIcon title={t('split.hint')} />
          <Flex gap="small" wrap align="center">
            <span>{t('split.count')}</span>
            <InputNumber
              aria-label={t('split.count')}
              min={2}
              max={6}
              value={count}
              onChange={(v) => setCount(v ?? 2)}
            />
            <span>{t('split.from')}</span>
            <DatePicker
              aria-label={t('split.from')}
              value={from}
              onChange={(d) => d && setFrom(d)}
              allowClear={false}
            />
          </Flex>
          {names.map((name, i) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions
              key={i}
              addonBefore={t('split.group', { n: i + 1 })}
              aria-label={t('split.groupName', { n: i + 1 })}
              value={name}
              maxLength={100}
              onChange={(e) => setNames(names.map((n, j) => (j === i ? e.target.value : n)))}
            />
          ))}
          <Table
            size="small"
            rowKey="hocSinhId"
            dataSource={members}
            pagination={false}
            scroll={{ y: 320, x: 'max-content' }}
            columns={[
              { title: t('members.student'), dataIndex: 'hoTen' },
              {
                title: t('split.groupColumn'),
                render: (_v, m) => (
                  <Segmented
                    size="small"
                    value={assignment[m.hocSinhId] ?? 0}
                    options={names.map((_n, i) => ({ value: i, label: String(i + 1) }))}
                    onChange={(g) => setAssignment({ ...assignment, [m.hocSinhId]: Number(g) })}
                  />
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
