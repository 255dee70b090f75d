import { localName } from '@hpl/shared/local-name';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select } from '../../../components/select';
import { formatDate } from '../../../lib/format-date';
import { useCampaigns } from '../api/list-campaigns';

/** The campaign an overview shows, kept in the URL (`?dot=`); the newest opened one is chosen first. */
export function useCampaignParam(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('dot')) || undefined;
  const set = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('dot');
        else next.set('dot', String(id));
        return next;
      },
      { replace: true },
    );
  return [value, set];
}

export function CampaignPicker({
  value,
  onChange,
  exclude,
  allowClear,
  placeholder,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  exclude?: number;
  allowClear?: boolean;
  placeholder?: string;
}) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const campaigns = useCampaigns({ pageSize: -1 });
  const started = (campaigns.data?.items ?? []).filter((c) => c.trangThai !== 'draft' && c.id !== exclude);
  useEffect(() => {
    if (value === undefined && !allowClear && started[0]) onChange(started[0].id);
  }, [value, allowClear, started, onChange]);
  return (
    <Select
      aria-label={placeholder ?? t('tongQuan.chonDot')}
      placeholder={placeholder ?? t('tongQuan.chonDot')}
      allowClear={allowClear}
      loading={campaigns.isLoading}
      style={{ minWidth: 260, maxWidth: '100%' }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={started.map((c) => ({
        value: c.id,
        label: `${c.ten} · ${localName(i18n.language, c.tenBai, c.tenBaiEn)} · ${formatDate(c.tuNgay)}`,
      }))}
    />
  );
}
