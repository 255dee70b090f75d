import { CrudPage } from '../../../components/crud/crud-page';
import { khenThuongConfig } from '../components/khen-thuong.config';

export default function KhenThuongPage() {
  return <CrudPage config={khenThuongConfig} />;
}
