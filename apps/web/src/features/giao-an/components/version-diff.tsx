import type { PlanVersion } from '@hpl/shared/giao-an/contract';
import { diffLines, diffPlanContent } from '@hpl/shared/giao-an/sections';
import { Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { titleOf } from './section-title';

/** Two versions of a plan compared section by section; changed lines marked removed (red) and added (green). */
export function VersionDiff({ versions }: { versions: PlanVersion[] }) {
  const { t, i18n } = useTranslation('giao-an');
  const { token } = theme.useToken();
  const last = versions.length;
  const [pair, setPair] = useState<[number, number]>([Math.max(1, last - 1), last]);
  if (last < 2) return <Empty description={t('diff.oneVersion')} />;
  const before = versions.find((v) => v.phienBan === pair[0]) ?? versions[0]!;
  const after = versions.find((v) => v.phienBan === pair[1]) ?? versions[last - 1]!;
  const diff = diffPlanContent(before.noiDung, after.noiDung);
  const options = versions.map((v) => ({ value: v.phienBan, label: t('diff.version', { n: v.phienBan }) }));
  const changed = diff.filter((d) => d.changed);
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <Select aria-label={t('diff.from')} value={pair[0]} options={options} onChange={(v) => setPair([v, pair[1]])} />
        <span>→</span>
        <Select aria-label={t('diff.to')} value={pair[1]} options={options} onChange={(v) => setPair([pair[0], v])} />
        <Typography.Text type="secondary">{t('diff.changedCount', { count: changed.length })}</Typography.Text>
      </Flex>
      {before.tenTep.join() !== after.tenTep.join() && (
        <Typography.Text>
          {t('diff.files')}: {before.tenTep.join(', ') || '—'} → {after.tenTep.join(', ') || '—'}
        </Typography.Text>
      )}
      {changed.length === 0 && <Empty description={t('diff.same')} />}
      {changed.map((d) => (
        <Card key={d.section} size="small" title={<Tag color="orange">{titleOf(d, i18n.language === 'en')}</Tag>}>
          {d.fields.map((f) => (
            <div key={f.field} style={{ marginBottom: 8 }}>
              {f.field !== 'text' && <Typography.Text strong>{t(`field.${f.field}`)}</Typography.Text>}
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>
                {diffLines(f.before, f.after).map((line, i) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed diff, never reordered.
                    key={i}
                    style={{
                      background:
                        line.kind === 'added'
                          ? token.colorSuccessBg
                          : line.kind === 'removed'
                            ? token.colorErrorBg
                            : undefined,
                      textDecoration: line.kind === 'removed' ? 'line-through' : undefined,
                    }}
                  >
                    {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
                    {line.text}
                  </div>
                ))}
              </pre>
            </div>
          ))}
        </Card>
      ))}
    </Flex>
  );
}
