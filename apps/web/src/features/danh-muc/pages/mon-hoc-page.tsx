import { CrudPage } from '../../../components/crud/crud-page';
import { monHocConfig } from '../configs/mon-hoc.config';

export default function MonHocPage() {
  return <CrudPage config={monHocConfig} />;
}
