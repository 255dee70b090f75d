import { PlusOutlined } from '@ant-design/icons';
import type { NguoiNhanInput } from '@hpl/shared/khen-thuong/contract';
import { Button, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { useStaffDirectory } from '../../danh-ba';
import { StudentPicker } from '../../hoc-sinh';

export type Recipient = NguoiNhanInput & { hoTen: string };

/** Staff searched in the directory (accent-insensitive on the server). */
function StaffPicker({ onPick }: { onPick: (id: number, hoTen: string) => void }) {
  const { t } = useTranslation('khen-thuong');
  const [search, setSearch] = useState('');
  const staff = useStaffDirectory({ search: search.trim() || undefined, pageSize: 20 });
  return (
    <Select<number>
      style={{ minWidth: 220, flex: 1 }}
      placeholder={t('form.addStaff')}
      value={null}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={staff.isFetching}
      options={staff.data?.items.map((s) => ({ value: s.id, label: `${s.hoTen} · ${s.maNhanVien}` }))}
      onChange={(id) => {
        const person = staff.data?.items.find((s) => s.id === id);
        if (person) onPick(person.id, person.hoTen);
      }}
    />
  );
}

/** The recipients of an award: students, staff and plain names (a team, a class), shown as removable tags. */
export function RecipientsInput({
  value = [],
  onChange,
}: {
  value?: Recipient[];
  onChange?: (v: Recipient[]) => void;
}) {
  const { t } = useTranslation('khen-thuong');
  const [name, setName] = useState('');
  const add = (r: Recipient) => {
    const same = value.some(
      (x) =>
        (r.hocSinhId && x.hocSinhId === r.hocSinhId) ||
        (r.nhanVienId && x.nhanVienId === r.nhanVienId) ||
        (!r.hocSinhId && !r.nhanVienId && !x.hocSinhId && !x.nhanVienId && x.hoTen === r.hoTen),
    );
    if (!same) onChange?.([...value, r]);
  };
  const addName = () => {
    const hoTen = name.trim();
    if (hoTen) add({ hoTen });
    setName('');
  };
  return (
    <Flex vertical gap="small">
      <Flex gap={4} wrap>
        {value.map((r, i) => (
          <Tag
            key={`${r.hocSinhId ?? ''}-${r.nhanVienId ?? ''}-${r.hoTen}`}
            closable
            onClose={() => onChange?.(value.filter((_, j) => j !== i))}
          >
            {r.hoTen}
          </Tag>
        ))}
      </Flex>
      <StudentPicker
        style={{ width: '100%' }}
        value={null}
        placeholder={t('form.addStudent')}
        onChange={(id, option) => {
          const label = String((Array.isArray(option) ? option[0] : option)?.label ?? '');
          if (typeof id === 'number') add({ hocSinhId: id, hoTen: label.split(' · ')[0] ?? label });
        }}
      />
      <StaffPicker onPick={(id, hoTen) => add({ nhanVienId: id, hoTen })} />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={name}
          maxLength={200}
          placeholder={t('form.addName')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            addName();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={addName} aria-label={t('form.addNameButton')} />
      </Space.Compact>
    </Flex>
  );
}
