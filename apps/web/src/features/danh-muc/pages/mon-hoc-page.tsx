import { monHocConfig } from '../configs/mon-hoc.config';
import { CrudPage } from '../crud/crud-page';

export default function MonHocPage() {
  return <CrudPage config={monHocConfig} />;
}
