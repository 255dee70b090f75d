import { truongHocConfig } from '../configs/truong-hoc.config';
import { CrudPage } from '../crud/crud-page';

export default function TruongHocPage() {
  return <CrudPage config={truongHocConfig} />;
}
