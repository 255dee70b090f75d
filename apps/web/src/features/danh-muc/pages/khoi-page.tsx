import { khoiConfig } from '../configs/khoi.config';
import { CrudPage } from '../crud/crud-page';

export default function KhoiPage() {
  return <CrudPage config={khoiConfig} />;
}
