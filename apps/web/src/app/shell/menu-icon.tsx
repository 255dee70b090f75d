/** Icons named in the route table; listed explicitly so only these are bundled. */
import {
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CarryOutOutlined,
  CoffeeOutlined,
  CommentOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FlagOutlined,
  FormOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType> = {
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CarryOutOutlined,
  CoffeeOutlined,
  CommentOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FlagOutlined,
  FormOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
  WarningOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon /> : null;
}
