import { CrudPage } from '../../../components/crud/crud-page';
import { khoiConfig } from '../configs/khoi.config';

export default function KhoiPage() {
  return <CrudPage config={khoiConfig} />;
}
