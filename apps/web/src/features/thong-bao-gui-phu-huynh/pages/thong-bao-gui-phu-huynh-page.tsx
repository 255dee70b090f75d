import { CrudPage } from '../../../components/crud/crud-page';
import { thongBaoGuiPhuHuynhConfig } from '../components/thong-bao-gui-phu-huynh.config';

export default function ThongBaoGuiPhuHuynhPage() {
  return <CrudPage config={thongBaoGuiPhuHuynhConfig} />;
}
