/**
 * The icons the route table may name, listed once and re-exported so only these are bundled (each icon is its own
 * module in @ant-design/icons). Add a name here when routes.ts uses a new one.
 */
export {
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
