import type { ComponentType } from 'react';
import * as menuIcons from './menu-icons';

const icons: Record<string, ComponentType> = menuIcons;

/** The route table's icon by its @ant-design/icons name; nothing for a missing or unknown name. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon /> : null;
}
