import { Progress, type ProgressProps } from 'antd';

/**
 * antd's Progress (bar or ring) with the name a screen reader announces: antd draws `role="progressbar"` without one
 * (axe `aria-progressbar-name`), so every progress of the portal goes through this and must say what it measures.
 */
export function NamedProgress({ name, ...props }: ProgressProps & { name: string }) {
  return <Progress aria-label={name} {...props} />;
}
