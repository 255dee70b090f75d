import { CrudPage } from '../../../components/crud/crud-page';
import { phanCongGiangDayConfig } from '../components/phan-cong-giang-day.config';

export default function PhanCongGiangDayPage() {
  return <CrudPage config={phanCongGiangDayConfig} />;
}
