import { Flex, Tooltip } from 'antd';
import { NamedProgress } from '../../../components/named-progress';

/** Entry progress of a subject class: one small ring per column or rating point (entered / due), with a tooltip. */
export function EntryProgress({
  items,
}: {
  items: { key: string; label: string; tip: string; done: number; due: number }[];
}) {
  return (
    <Flex gap={6} wrap>
      {items.map((p) => (
        <Tooltip key={p.key} title={p.tip}>
          <Flex vertical align="center" style={{ width: 44 }}>
            <span style={{ fontSize: 12 }}>{p.label}</span>
            <NamedProgress
              name={`${p.label}: ${p.tip}`}
              type="circle"
              size={30}
              percent={p.due ? Math.round((100 * p.done) / p.due) : 0}
            />
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}
